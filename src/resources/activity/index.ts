import HistoryIcon from '@mui/icons-material/History';
import { lazyNamed } from '../../components/lazyNamed';
import type { ActivityEntry } from '../../contract/activity';
import { preloadRecordsClient } from '../../dataProvider/records';
import type { ResourceModule } from '../resourceModule';

/**
 * The activity log (issue 34, /activity): what the console did, who did it and when, on which targets with
 * which outcome; administrators only. Entries are append-only records of the records server.
 */
const activity = {
  // The records client comes with the page's code, not one round trip after it (before the first rows).
  list: lazyNamed(
    () => Promise.all([import('./ActivityList'), preloadRecordsClient()]).then(([page]) => page),
    'ActivityList',
  ),
  icon: HistoryIcon,
  recordRepresentation: (entry: ActivityEntry) => entry.action,
} satisfies ResourceModule;

export default activity;
