import RuleIcon from '@mui/icons-material/Rule';
import { lazyNamed } from '../../components/lazyNamed';
import type { ContentRule } from '../../domain/content/ruleModel';
import type { ResourceModule } from '../resourceModule';

/**
 * Content rules (000 §7): where, when and for whom library items show, and the screen preview ("what will this
 * screen show"), a page of the rules' own.
 */
const contentRules = {
  list: lazyNamed(() => import('./RuleList'), 'RuleList'),
  create: lazyNamed(() => import('./RuleCreate'), 'RuleCreate'),
  edit: lazyNamed(() => import('./RuleEdit'), 'RuleEdit'),
  pages: { preview: lazyNamed(() => import('./ScreenPreviewPage'), 'ScreenPreviewPage') },
  icon: RuleIcon,
  recordRepresentation: (record: ContentRule) => record.name,
} satisfies ResourceModule;

export default contentRules;
