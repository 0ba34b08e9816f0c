import { ReferenceInput } from 'react-admin';
import { ContentChoiceInput } from './ContentChoiceInput';

/** The library item a rule shows, chosen among the library's items by name. */
export const ContentPicker = () => (
  <ReferenceInput
    source="contentId"
    reference="contentItems"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={50}
  >
    <ContentChoiceInput />
  </ReferenceInput>
);
