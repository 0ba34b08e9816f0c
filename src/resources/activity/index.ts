import HistoryIcon from '@mui/icons-material/History';
import { lazyNamed } from '../../components/lazyNamed';
import type { ActivityEntry } from '../../contract/activity';
import type { ResourceModule } from '../resourceModule';

/**
 * The activity log (issue 34, /activity): what the console did, who did it and when, on which targets with
 * which outcome; administrators only. Entries are append-only records of the records server.
 */
const activity = {
  list: lazyNamed(() => import('./ActivityList'), 'ActivityList'),
  icon: HistoryIcon,
  recordRepresentation: (entry: ActivityEntry) => entry.action,
} satisfies ResourceModule;

export default activity;
