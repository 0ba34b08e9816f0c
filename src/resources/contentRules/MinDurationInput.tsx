import { useInput, useTranslate } from 'react-admin';
import { NumberInput } from '../../components/NumberInput';

/** The minimum duration with the number input of 000 §2.11 (0 to 999, arrows). */
export const MinDurationInput = () => {
  const translate = useTranslate();
  const { field } = useInput<number>({ source: 'minDuration', defaultValue: 0 });
  return (
    <NumberInput
      name="minDuration"
      value={Number(field.value) || 0}
      onChange={field.onChange}
      label={translate('resources.contentRules.fields.minDuration')}
      helperText={translate('dm.content.rules.min_duration_hint')}
    />
  );
};
