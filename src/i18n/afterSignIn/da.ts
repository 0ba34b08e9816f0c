import { mergeMessages } from '../messages';

// Every other domain of this language: the shell's pages, loaded with the shell (src/i18n/index.ts).
export default mergeMessages(
  ...Object.values(
    import.meta.glob(
      ['../domains/*/da.ts', '!../domains/{core,shell,platform,catalogue,walkthrough}/da.ts'],
      {
        eager: true,
        import: 'default',
      },
    ),
  ),
);
