import { Stack } from '@mui/material';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** The device password (qbicSecurity flag): the tenant's rule, a password of the player's own, or none. */
export const DevicePasswordFields = (props: GroupProps) => {
  const { form, update, disabled } = props;
  return (
    <>
      <ChoiceField
        name="devicePasswordAction"
        value={form.devicePasswordAction}
        choices={['tenant', 'set', 'remove'] as const}
        onChange={(devicePasswordAction) => update({ devicePasswordAction })}
        disabled={disabled}
      />
      {form.devicePasswordAction === 'set' ? (
        <Stack direction="row" spacing={2}>
          <TextSetting {...props} field="devicePassword" type="password" />
          <TextSetting {...props} field="devicePasswordConfirm" type="password" />
        </Stack>
      ) : null}
    </>
  );
};
