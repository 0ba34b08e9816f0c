import RuleIcon from '@mui/icons-material/Rule';
import type { ContentRule } from '../../domain/content/ruleModel';
import type { ResourceRegistration } from '../resourceModule';

/**
 * Content rules (000 §7): where, when and for whom library items show. Their pages are routed by
 * ContentAdminRoutes inside the /contentadmin area page, which loads on first use.
 */
const contentRules: ResourceRegistration = {
  icon: RuleIcon,
  recordRepresentation: (record: ContentRule) => record.name,
};

export default contentRules;
