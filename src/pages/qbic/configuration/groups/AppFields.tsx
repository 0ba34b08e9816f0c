import { Stack } from '@mui/material';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** Start an app by package and class, or stop it by package. */
export const AppFields = (props: GroupProps) => {
  const { form, update, disabled } = props;
  return (
    <>
      <ChoiceField
        name="appAction"
        value={form.appAction}
        choices={['start', 'stop'] as const}
        onChange={(appAction) => update({ appAction })}
        disabled={disabled}
      />
      <Stack direction="row" spacing={2}>
        <TextSetting {...props} field="appPackage" />
        {form.appAction === 'start' ? <TextSetting {...props} field="appClass" /> : null}
      </Stack>
    </>
  );
};
