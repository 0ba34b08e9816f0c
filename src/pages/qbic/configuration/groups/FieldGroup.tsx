import { Box, Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ConfigGroup } from '../../../../players/bulkSave';

export interface FieldGroupProps {
  group: ConfigGroup;
  enabled: boolean;
  onToggle(enabled: boolean): void;
  /** Shown under the fields. */
  hint?: string;
  children?: ReactNode;
}

/** One group of the configuration form with its enable flag: only enabled groups are sent. */
export const FieldGroup = ({ group, enabled, onToggle, hint, children }: FieldGroupProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      data-testid={`group-${group}`}
      sx={{ border: 1, borderColor: enabled ? 'primary.main' : 'divider', borderRadius: 1, px: 2, py: 1 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            name={`enable-${group}`}
            checked={enabled}
            onChange={(event) => onToggle(event.target.checked)}
          />
        }
        label={translate(`dm.qbicConfig.groups.${group}`)}
      />
      {children ? (
        <Stack spacing={2} sx={{ pt: 1, pb: 1 }}>
          {children}
        </Stack>
      ) : null}
      {hint ? <FormHelperText sx={{ mt: 0, mb: 0.5 }}>{hint}</FormHelperText> : null}
    </Box>
  );
};
