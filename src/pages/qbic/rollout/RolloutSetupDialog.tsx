import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../components/format';
import { FileUploadInput } from '../../../components/FileUploadInput';
import { checkedApart, checkPlayers, type RolloutCandidate } from '../../../players/rollout/checkPlayers';
import { namedList } from '../../../players/namedPlayers';
import { createRollout, kindOfFile, ROLLOUT_MAX_PLAYERS, waveSizes } from '../../../domain/rollout/plan';
import type { Rollout, RolloutPlayer } from '../../../domain/rollout/types';
import type { PasswordPrompt } from '../../../players';
import { useQbicEnvironment } from '../QbicEnvironment';
import { initialRolloutForm, readRolloutForm, type RolloutForm } from '../../../players/rollout/rolloutForm';
import { RolloutSkippedList } from './RolloutSkippedList';
import { fileFacts } from './rolloutView';

export interface RolloutSetupDialogProps {
  candidates: readonly RolloutCandidate[];
  /** Asks for the password of a player no known password opens (001 §4), one at a time. */
  prompt?: PasswordPrompt;
  /** Why these players cannot take part now (a rollout holds some), said before anything is checked. */
  heldBy?: string | null;
  onClose(): void;
  /** Starts the rollout; answers why it was refused (the dialog stays open and says it), or null. */
  onStart(rollout: Rollout, file: File): Promise<string | null>;
}

const FIELDS: { name: keyof RolloutForm; problem: string }[] = [
  { name: 'canary', problem: 'canary' },
  { name: 'wavePercents', problem: 'wavePercents' },
  { name: 'returnMinutes', problem: 'returnWithinMs' },
  { name: 'maxFailurePercent', problem: 'maxFailurePercent' },
];

/**
 * Choose the file, edit the waves and limits, check the players (asking for the password of any no known one
 * opens; the skipped ones are listed with why, those their own schedule has off now on a line of their own), then
 * start.
 */
export const RolloutSetupDialog = ({
  candidates,
  prompt,
  heldBy,
  onClose,
  onStart,
}: RolloutSetupDialogProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`dm.qbicRollout.${key}`, options);
  const { client, tenantId, passwords } = useQbicEnvironment();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [form, setForm] = useState(initialRolloutForm);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<RolloutPlayer[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const read = readRolloutForm(form);
  const kind = file ? kindOfFile(file.name) : null;
  const { taking, skipped, scheduledOff } = checkedApart(checked ?? []);

  const check = async () => {
    if (!kind) return;
    setChecking(true);
    try {
      setChecked(await checkPlayers(candidates, kind, { client, tenantId, prompt, passwords }));
    } finally {
      setChecking(false);
    }
  };

  const start = async () => {
    if (!file || !kind || !read.settings || !checked) return;
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const input = { id, kind, file: fileFacts(file), settings: read.settings, players: checked };
    setStarting(true);
    setRefused(null);
    try {
      setRefused(await onStart(createRollout({ ...input, now: Date.now() }), file));
    } finally {
      setStarting(false);
    }
  };
  const tooMany =
    candidates.length > ROLLOUT_MAX_PLAYERS
      ? t('setup.tooMany', {
          smart_count: candidates.length,
          number: formatNumber(candidates.length, locale),
          max: formatNumber(ROLLOUT_MAX_PLAYERS, locale),
        })
      : null;
  const refusal = refused ?? heldBy ?? tooMany;

  return (
    <Dialog open onClose={() => !checking && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('setup.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Typography variant="body2">{t('setup.intro', { smart_count: candidates.length })}</Typography>
          {refusal ? (
            <Alert severity="error" data-testid="rollout-refused">
              {refusal}
            </Alert>
          ) : null}
          <FileUploadInput
            accept={['.apk', '.zip']}
            file={file}
            label={t('setup.file')}
            onChange={(chosen) => {
              setFile(chosen);
              setChecked(null);
            }}
          />
          {FIELDS.map(({ name, problem }) => (
            <TextField
              key={name}
              name={name}
              size="small"
              label={t(`setup.${name}`)}
              value={form[name]}
              onChange={(event) => setForm({ ...form, [name]: event.target.value })}
              error={read.problem === problem}
              helperText={read.problem === problem ? t(`setup.errors.${problem}`) : t(`setup.hints.${name}`)}
            />
          ))}
          {read.settings && checked ? (
            <Typography variant="body2" data-testid="rollout-waves-preview">
              {t('setup.waves', { waves: waveSizes(taking.length, read.settings).join(' / ') })}
            </Typography>
          ) : null}
          {checked ? (
            <Alert severity={skipped.length > 0 ? 'warning' : 'success'}>
              {t('setup.checked', { taking: taking.length, skipped: skipped.length })}
            </Alert>
          ) : null}
          {scheduledOff.length > 0 ? (
            <Alert severity="info" data-testid="rollout-scheduled-off">
              {t('setup.scheduledOff', {
                smart_count: scheduledOff.length,
                players: namedList(translate, scheduledOff),
              })}
            </Alert>
          ) : null}
          <RolloutSkippedList skipped={skipped} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={checking}>
          {translate('dm.common.cancel')}
        </Button>
        <Button
          onClick={() => void check()}
          disabled={!kind || checking || Boolean(tooMany)}
          startIcon={checking ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t('setup.check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={
            checking ||
            starting ||
            Boolean(heldBy ?? tooMany) ||
            !read.settings ||
            !kind ||
            taking.length === 0
          }
        >
          {t('setup.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
