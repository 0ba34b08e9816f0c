import ra from './ra/es';
import { mergeMessages } from './messages';

// react-admin's messages plus every feature's domain file for this language.
export default mergeMessages(
  ra,
  ...Object.values(import.meta.glob('./domains/*/es.ts', { eager: true, import: 'default' })),
);
