import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

/**
 * The build target from package.json's "browserslist" (`chrome >= 109` → `chrome109`), so the list people read
 * and the code the build writes never differ. Only `name >= version` entries are used; anything else is an error.
 */
const NAMES: Record<string, string> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

function buildTargets(browserslist: readonly string[]): string[] {
  return browserslist.map((entry) => {
    const match = /^\s*(\w+)\s*>=\s*([\d.]+)\s*$/.exec(entry);
    const name = match ? NAMES[match[1]] : undefined;
    if (!match || !name) throw new Error(`browserslist entry "${entry}" is not "<browser> >= <version>"`);
    return `${name}${match[2]}`;
  });
}

/** The supported browsers (package.json "browserslist", docs/decisions.md "Supported browsers"). */
const { browserslist } = JSON.parse(readFileSync('package.json', 'utf8')) as { browserslist: string[] };

// The console is a static single-page app; the mock and the players are separate origins.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    outDir: process.env.DM_OUT_DIR ?? 'dist',
    target: buildTargets(browserslist),
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the sign-in page needs, as one chunk, except mergeMessages: the language chunks
        // import it while the entry still awaits them (top-level await in src/i18n), so it has its own.
        codeSplitting: {
          groups: [
            { name: 'messages', test: /[\\/]src[\\/]i18n[\\/]messages\.ts$/, priority: 1 },
            { name: 'first-load', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
