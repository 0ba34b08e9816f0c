import { lazy } from 'react';
import RuleIcon from '@mui/icons-material/Rule';
import type { ContentRule } from './ruleModel';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export default {
  list: named(() => import('./RuleList'), 'RuleList'),
  create: named(() => import('./RuleCreate'), 'RuleCreate'),
  edit: named(() => import('./RuleEdit'), 'RuleEdit'),
  icon: RuleIcon,
  recordRepresentation: (record: ContentRule) => record.name,
};
