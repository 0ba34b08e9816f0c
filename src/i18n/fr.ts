import ra from './ra/fr';
import { mergeMessages } from './messages';

// react-admin's messages plus every feature's domain file for this language.
export default mergeMessages(
  ra,
  ...Object.values(import.meta.glob('./domains/*/fr.ts', { eager: true, import: 'default' })),
);
