import { describe, expect, it } from 'vitest';
import { ROUTES } from '../domain/addresses';

/**
 * Accessibility is checked where each thing is first seen (README, "Journeys"): every screen of the console once
 * per theme and width in the screen catalogue (e2e/support/screenCatalogue.ts, run by screensLight and
 * screensDark), and every dialog, menu or state a journey
 * brings up in that journey, in the theme that journey runs in (some open their browser dark, so dialogs are checked
 * in both themes across the suite). A screen missing from the catalogue, or a journey that opens a dialog and checks
 * nothing, fails here, so that each new screen or dialog is checked from its first day.
 */
const journeys = import.meta.glob<string>('/e2e/*.e2e.ts', { query: '?raw', import: 'default', eager: true });

const catalogue = Object.values(
  import.meta.glob<string>('/e2e/support/screenCatalogue.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('');
const files = Object.entries(journeys).map(([path, text]) => ({ name: path.replace(/^\/e2e\//, ''), text }));
/** The journey files that run the catalogue, one a theme. */
const runsCatalogue = (text: string) => /\bscreenCatalogue\(/.test(text);

/** Area addresses that show no screen of their own: they lead to the area's first tab. */
const AREAS: string[] = [ROUTES.kiosk, ROUTES.workplace];

const opensDialog = (text: string) => /getByRole\(\s*'dialog'/.test(text);
const checksAccessibility = (text: string) => /\bexpectAccessible\(/.test(text);

describe('journeys check accessibility', () => {
  it('finds the journey files and the catalogue (the rules below look at real files)', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(catalogue).toMatch(/\bexpectAccessibleAsShown\(/);
    const themes = files
      .filter(({ text }) => runsCatalogue(text))
      .map(({ text }) => /'(light|dark)'\)/.exec(text)?.[1]);
    expect(themes.sort()).toEqual(['dark', 'light']);
  });

  it('has every screen of the console in the screen catalogue', () => {
    const screens = Object.values(ROUTES).filter((path) => !AREAS.includes(path));
    const missing = screens.filter((path) => !catalogue.includes(`path: '${path}'`));
    expect(missing).toEqual([]);
  });

  it('has every journey that opens a dialog check it with expectAccessible', () => {
    const unchecked = files.filter(
      ({ text }) => !runsCatalogue(text) && opensDialog(text) && !checksAccessibility(text),
    );
    expect(unchecked.map(({ name }) => name)).toEqual([]);
  });

  it('has dialogs checked in both themes: some journeys that check them run dark, the others light', () => {
    const checking = files.filter(({ text }) => !runsCatalogue(text) && checksAccessibility(text));
    const dark = checking.filter(({ text }) => /colorScheme: 'dark'/.test(text));
    expect(dark.length).toBeGreaterThanOrEqual(5);
    expect(checking.length - dark.length).toBeGreaterThanOrEqual(5);
  });
});
