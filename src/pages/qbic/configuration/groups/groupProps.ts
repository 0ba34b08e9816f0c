import type { ConfigurationForm, FormField } from '../../../../players/bulkSave';

/** What every field group of the configuration form gets. */
export interface GroupProps {
  form: ConfigurationForm;
  update(changes: Partial<ConfigurationForm>): void;
  /** The group's enable flag is off. */
  disabled: boolean;
  /** The error state and text of a field, for MUI inputs. */
  errorOf(field: FormField): { error: boolean; helperText?: string };
}
