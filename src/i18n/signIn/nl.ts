import ra from '../ra/nl';
import { mergeMessages } from '../messages';

// What the console shows before its shell: react-admin's messages and the domains of the sign-in, start-up and
// not-found pages (the list is the same in every language's file; src/i18n/textParts.test.ts checks it).
export default mergeMessages(
  ra,
  ...Object.values(
    import.meta.glob('../domains/{core,shell,platform,catalogue,walkthrough}/nl.ts', {
      eager: true,
      import: 'default',
    }),
  ),
);
