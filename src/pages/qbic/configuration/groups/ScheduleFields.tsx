import { Box, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** Schedule power mode: switch on and off times, or a daily restart time; and the optimised restart. */
export const ScheduleFields = (props: GroupProps) => {
  const { form, update, disabled } = props;
  const translate = useTranslate();
  return (
    <>
      <ChoiceField
        name="scheduleRebootMode"
        value={form.scheduleRebootMode}
        choices={['onoff', 'reboot'] as const}
        onChange={(scheduleRebootMode) => update({ scheduleRebootMode })}
        disabled={disabled}
      />
      {form.scheduleRebootMode === 'onoff' ? (
        <Stack direction="row" spacing={2}>
          <TextSetting {...props} field="scheduleOnTime" type="time" />
          <TextSetting {...props} field="scheduleOffTime" type="time" />
        </Stack>
      ) : (
        <TextSetting {...props} field="rebootTime" type="time" />
      )}
      {/* In a Box: the group's Stack zeroes its children's margins, which would push the box off the group's line. */}
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              name="rebootOptimized"
              checked={form.rebootOptimized}
              onChange={(event) => update({ rebootOptimized: event.target.checked })}
              disabled={disabled}
            />
          }
          label={translate('dm.qbicConfig.fields.rebootOptimized')}
        />
      </Box>
    </>
  );
};
