import ra from './ra/nl';
import { mergeMessages } from './messages';

// react-admin's messages plus every feature's domain file for this language.
export default mergeMessages(
  ra,
  ...Object.values(import.meta.glob('./domains/*/nl.ts', { eager: true, import: 'default' })),
);
