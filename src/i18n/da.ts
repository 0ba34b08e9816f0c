import ra from './ra/da';
import { mergeMessages } from './messages';

// react-admin's messages plus every feature's domain file for this language.
export default mergeMessages(
  ra,
  ...Object.values(import.meta.glob('./domains/*/da.ts', { eager: true, import: 'default' })),
);
