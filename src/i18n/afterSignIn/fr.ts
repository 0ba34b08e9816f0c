import { mergeMessages } from '../messages';

// Every other domain of this language: the shell's pages, loaded with the shell (src/i18n/index.ts).
export default mergeMessages(
  ...Object.values(
    import.meta.glob(
      ['../domains/*/fr.ts', '!../domains/{core,shell,platform,catalogue,walkthrough}/fr.ts'],
      {
        eager: true,
        import: 'default',
      },
    ),
  ),
);
