import { Alert, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../../components/FormDialog';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import {
  BASELINE_NAME_MAX,
  baselineNameProblem,
  sameBaselineName,
  type SavedBaseline,
} from '../../../domain/drift/baseline';

export interface BaselineNameDialogProps {
  /** Translation key of the title (save or rename). */
  title: string;
  initialName: string;
  /** The tenant's saved baselines: a name another one has is refused, or offered to overwrite. */
  saved: readonly SavedBaseline[];
  /** The baseline being renamed: its own name may stay. */
  renaming?: SavedBaseline;
  /** Saves under the name; `over`: the baseline of that name, overwritten deliberately. Rejects on failure. */
  onSubmit(name: string, over?: SavedBaseline): Promise<void>;
  onClose(): void;
}

/**
 * The name of a baseline to save or rename. A name another saved baseline has is refused on a rename; on a
 * save the dialog says so and offers to overwrite that baseline, never silently.
 */
export const BaselineNameDialog = ({
  title,
  initialName,
  saved,
  renaming,
  onSubmit,
  onClose,
}: BaselineNameDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = baselineNameProblem(name, saved, renaming?.id);
  const existing =
    problem === 'taken' ? saved.find((other) => sameBaselineName(other.name, name)) : undefined;
  const offerOverwrite = tried && existing !== undefined && renaming === undefined;
  const fieldError = tried && problem !== null && !offerOverwrite;

  const submit = async (over?: SavedBaseline) => {
    setTried(true);
    setError(null);
    if (problem !== null && !over) return;
    setBusy(true);
    try {
      await onSubmit(name.trim(), over);
    } catch (failure) {
      setError(translate(errorMessageKey(failure)));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={translate(title)}
      busy={busy}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onCancel={onClose}
      actions={
        offerOverwrite && (
          <Button color="warning" onClick={() => void submit(existing)} disabled={busy}>
            {translate('dm.qbicDrift.saved.overwrite')}
          </Button>
        )
      }
    >
      <TextField
        autoFocus
        size="small"
        label={translate('dm.qbicDrift.saved.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setTried(false);
          setError(null);
        }}
        error={fieldError}
        helperText={
          fieldError
            ? translate(`dm.qbicDrift.saved.name_${problem}`, {
                max: BASELINE_NAME_MAX,
                smart_count: BASELINE_NAME_MAX,
              })
            : ' '
        }
        disabled={busy}
      />
      {offerOverwrite && (
        <Alert severity="warning" data-testid="baseline-name-taken">
          {translate('dm.qbicDrift.saved.overwrite_question', { name: existing.name })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" data-testid="baseline-name-error">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
};
