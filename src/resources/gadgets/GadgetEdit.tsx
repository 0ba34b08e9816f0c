import { Edit, SimpleForm, TextInput } from 'react-admin';

export const GadgetEdit = () => (
  <Edit redirect="list">
    <SimpleForm>
      <TextInput source="name" />
    </SimpleForm>
  </Edit>
);
