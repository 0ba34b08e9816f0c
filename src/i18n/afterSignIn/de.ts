import { mergeMessages } from '../messages';

// Every other domain of this language: the shell's pages, loaded with the shell (src/i18n/index.ts).
export default mergeMessages(
  ...Object.values(
    import.meta.glob(
      ['../domains/*/de.ts', '!../domains/{core,shell,platform,catalogue,walkthrough}/de.ts'],
      {
        eager: true,
        import: 'default',
      },
    ),
  ),
);
