import { Show, SimpleShowLayout, TextField } from 'react-admin';

export const GadgetShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="serialNumber" />
    </SimpleShowLayout>
  </Show>
);
