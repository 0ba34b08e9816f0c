import { BooleanInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { choicesOf, LANGUAGE_CHOICES } from '../looks/choices';
import type { Rule } from '../../domain/looks/fieldRules';

const MULTILINE_FROM = 100;

/** The input a profile setting's rule calls for: text, a choice, a switch or a number of minutes. */
export const RuleInput = ({ source, rule }: { source: string; rule: Rule }) => {
  switch (rule.kind) {
    case 'text':
      return <TextInput source={source} multiline={rule.max > MULTILINE_FROM} />;
    case 'choice':
      return source === 'language' ? (
        <SelectInput source={source} choices={LANGUAGE_CHOICES} translateChoice={false} />
      ) : (
        <RadioButtonGroupInput source={source} choices={choicesOf('profiles', source, rule.choices)} />
      );
    case 'flag':
      return <BooleanInput source={source} helperText={false} />;
    case 'int':
      return <NumberInput source={source} min={rule.min} max={rule.max} step={1} sx={{ maxWidth: 360 }} />;
    case 'color':
      return <TextInput source={source} />;
  }
};
