import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RULE_FILTER_KINDS, type FilterChoices } from './ruleFilters';

export interface DisplayTypeFilterDialogProps {
  initial: FilterChoices;
  /** Called with the choices when the backdrop is clicked, Escape pressed or Close chosen (000 §2.4). */
  onClose(choices: FilterChoices): void;
}

/** Checkboxes per filter kind; the choices apply when the popup closes. */
export const DisplayTypeFilterDialog = ({ initial, onClose }: DisplayTypeFilterDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [choices, setChoices] = useState<FilterChoices>(initial);
  const toggle = (field: keyof FilterChoices, value: string, on: boolean) =>
    setChoices((current) => {
      const others = (current[field] ?? []).filter((item) => item !== value);
      return { ...current, [field]: on ? [...others, value] : others };
    });
  return (
    <Dialog open onClose={() => onClose(choices)} aria-labelledby={titleId} data-testid="display-type-filter">
      <DialogTitle id={titleId}>{translate('dm.content.filter.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {RULE_FILTER_KINDS.map((kind) => (
            <FormGroup key={kind.field}>
              <FormLabel component="legend">{translate(kind.label)}</FormLabel>
              {kind.options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  disabled={option.disabled}
                  label={translate(option.label)}
                  control={
                    <Checkbox
                      size="small"
                      checked={(choices[kind.field] ?? []).includes(option.value)}
                      onChange={(event) => toggle(kind.field, option.value, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(choices)}>{translate('dm.content.filter.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
