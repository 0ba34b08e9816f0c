import type { ConfigurationDraft } from '../../../domain/configuration/configurationModel';
import type { ConfigField } from '../../../domain/configuration/requiredFields';

/** What every per-type part of the configuration form gets. */
export interface FieldsProps {
  draft: ConfigurationDraft;
  onChange: (patch: Partial<ConfigurationDraft>) => void;
  /** Required fields still empty, shown once the person tried to save. */
  missing: ReadonlySet<ConfigField>;
}
