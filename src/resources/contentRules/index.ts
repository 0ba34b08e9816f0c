import RuleIcon from '@mui/icons-material/Rule';
import { lazyNamed } from '../../components/lazyNamed';
import type { ResourceModule } from '../resourceModule';
import type { ContentRule } from '../../domain/content/ruleModel';

/** Content rules (000 §7): where, when and for whom library items show. */
const contentRules: ResourceModule = {
  list: lazyNamed(() => import('./RuleList'), 'RuleList'),
  create: lazyNamed(() => import('./RuleCreate'), 'RuleCreate'),
  edit: lazyNamed(() => import('./RuleEdit'), 'RuleEdit'),
  icon: RuleIcon,
  recordRepresentation: (record: ContentRule) => record.name,
};

export default contentRules;
