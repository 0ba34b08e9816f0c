import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { NumberInput } from '../../../components/NumberInput';
import {
  DEVICE_NAME_MAX,
  DEVICE_PASSWORD_MAX_LENGTH,
  DEVICE_PASSWORD_MIN_LENGTH,
  VOLUME_PERCENT_MAX,
} from '../../../config';
import {
  enableGroups,
  formProblems,
  type ConfigGroup,
  type ConfigurationForm,
  type FormField,
  type PlayerHoldings,
} from '../../../players/bulkSave';
import { AppFields } from './groups/AppFields';
import { ContentFields } from './groups/ContentFields';
import { DevicePasswordFields } from './groups/DevicePasswordFields';
import { FieldGroup } from './groups/FieldGroup';
import type { GroupProps } from './groups/groupProps';
import { ScheduleFields } from './groups/ScheduleFields';
import { SourceFields } from './groups/SourceFields';
import { TextSetting } from './groups/TextSetting';
import { WifiFields } from './groups/WifiFields';

const LIMITS = { max: DEVICE_NAME_MAX, min: DEVICE_PASSWORD_MIN_LENGTH, longest: DEVICE_PASSWORD_MAX_LENGTH };

export interface ConfigurationFieldsProps {
  form: ConfigurationForm;
  onChange(form: ConfigurationForm): void;
  /** Several players are configured at once. */
  several: boolean;
  qbicSecurityEnabled: boolean;
  /** What one player holds (its stored login, its Wi-Fi), read when the form opened. */
  holdings?: PlayerHoldings;
}

/** The field groups of the device configuration form (001 §3), each with its enable flag. */
export const ConfigurationFields = ({
  form,
  onChange,
  several,
  qbicSecurityEnabled,
  holdings,
}: ConfigurationFieldsProps) => {
  const translate = useTranslate();
  const problems = useMemo(() => formProblems(form), [form]);
  const hint = (name: string) => translate(`dm.qbicConfig.hints.${name}`);
  const errorOf = (field: FormField) => {
    const problem = problems[field];
    return problem
      ? { error: true, helperText: translate(`dm.qbicConfig.errors.${problem}`, LIMITS) }
      : { error: false };
  };
  const update = (changes: Partial<ConfigurationForm>) => onChange({ ...form, ...changes });
  const props = (group: ConfigGroup): GroupProps => ({
    form,
    update,
    errorOf,
    disabled: !form.enabled[group],
  });
  const group = (name: ConfigGroup) => ({
    group: name,
    enabled: form.enabled[name],
    onToggle: (on: boolean) => onChange(enableGroups(form, [name], on)),
  });

  return (
    <Stack spacing={1.5}>
      <FieldGroup {...group('deviceName')} hint={several ? hint('name_many') : undefined}>
        <TextSetting {...props('deviceName')} field="deviceName" />
        <TextSetting {...props('deviceName')} field="deviceGroup" />
      </FieldGroup>
      <FieldGroup
        {...group('loginXML')}
        hint={
          holdings?.login?.hasPassword
            ? `${hint('login_password_set')} ${hint('login_blank')}`
            : hint('login_blank')
        }
      >
        <Stack direction="row" spacing={2}>
          <TextSetting {...props('loginXML')} field="loginUsername" />
          <TextSetting {...props('loginXML')} field="loginPassword" type="password" />
        </Stack>
      </FieldGroup>
      <FieldGroup {...group('contentType')}>
        <ContentFields {...props('contentType')} />
      </FieldGroup>
      <FieldGroup
        {...group('firmware')}
        hint={form.firmwareSource === 'file' ? hint('firmware_reboot') : undefined}
      >
        <SourceFields
          {...props('firmware')}
          choice="firmwareSource"
          urlField="firmwareXmlPath"
          fileField="firmwareFile"
          accept=".zip"
        />
      </FieldGroup>
      <FieldGroup {...group('keypadVolume')}>
        <NumberInput
          name="keypadVolume"
          label={translate('dm.qbicConfig.fields.keypadVolume')}
          value={form.keypadVolume}
          onChange={(keypadVolume) => update({ keypadVolume })}
          max={VOLUME_PERCENT_MAX}
          percent
          disabled={!form.enabled.keypadVolume}
          {...errorOf('keypadVolume')}
        />
      </FieldGroup>
      <FieldGroup {...group('schedulePowerMode')} hint={hint('schedule_reboot')}>
        <ScheduleFields {...props('schedulePowerMode')} />
      </FieldGroup>
      <FieldGroup {...group('wifi')}>
        <WifiFields {...props('wifi')} holdings={holdings} />
      </FieldGroup>
      <FieldGroup {...group('appControl')} hint={hint('app_after_upload')}>
        <AppFields {...props('appControl')} />
      </FieldGroup>
      <FieldGroup
        {...group('qbicSecurity')}
        hint={
          form.devicePasswordAction === 'tenant'
            ? hint(qbicSecurityEnabled ? 'security_lock' : 'security_unlock')
            : hint(`password_${form.devicePasswordAction}`)
        }
      >
        <DevicePasswordFields {...props('qbicSecurity')} />
      </FieldGroup>
    </Stack>
  );
};
