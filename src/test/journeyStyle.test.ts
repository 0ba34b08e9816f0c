import { describe, expect, it } from 'vitest';

/**
 * One way to write a browser journey (README, "Journeys"): every `e2e/*.e2e.ts` takes `test` and `expect` from
 * `e2e/support/test.ts`, whose fixtures give each test its file's stack and a fresh signed-in browser context; no
 * journey keeps a browser, a page or a stack of its own from one test to the next, and nothing hides a failure
 * (no skipped, focused or retried tests).
 */
const journeys = Object.entries(
  import.meta.glob<string>('/e2e/*.e2e.ts', { query: '?raw', import: 'default', eager: true }),
).map(([path, text]) => ({ name: path.replace(/^\/e2e\//, ''), text }));
const support = Object.entries(
  import.meta.glob<string>('/e2e/support/*.ts', { query: '?raw', import: 'default', eager: true }),
).map(([path, text]) => ({ name: path.replace(/^\/e2e\//, ''), text }));
const config = Object.values(
  import.meta.glob<string>('/playwright.config.ts', { query: '?raw', import: 'default', eager: true }),
).join('');

const named = (files: { name: string; text: string }[], pattern: RegExp) =>
  files.filter(({ text }) => pattern.test(text)).map(({ name }) => name);

describe('journeys are written one way', () => {
  it('finds the journeys and the configuration (the rules below look at real files)', () => {
    expect(journeys.length).toBeGreaterThan(20);
    expect(config).toMatch(/testMatch: '\*\.e2e\.ts'/);
  });

  it('takes test and expect from the journeys’ fixtures, never from vitest or Playwright directly', () => {
    // The screen catalogue's two files call it; it writes its tests with the same fixtures.
    const fixtured = /from '\.\/support\/(test|screenCatalogue)'/;
    expect(journeys.filter(({ text }) => !fixtured.test(text)).map(({ name }) => name)).toEqual([]);
    const catalogue = support.find(({ name }) => name === 'support/screenCatalogue.ts');
    expect(catalogue?.text).toMatch(/import \{ expect, test \} from '\.\/test'/);
    expect(named([...journeys, ...support], /from 'vitest'/)).toEqual([]);
    expect(named(journeys, /import \{[^}]*\b(test|expect)\b[^}]*\} from '@playwright\/test'/)).toEqual([]);
  });

  it('keeps nothing from one test to the next: no hooks around a file, no browser of its own', () => {
    expect(named([...journeys, ...support], /\b(beforeAll|afterAll)\s*\(/)).toEqual([]);
    expect(named(journeys, /\b(chromium\.launch|openBrowser)\s*\(/)).toEqual([]);
  });

  it('hides no failure: nothing skipped, focused or retried', () => {
    expect(named(journeys, /\.(skip|fixme|only)\s*\(/)).toEqual([]);
    expect(named(journeys, /retries\s*:/)).toEqual([]);
    expect(config).toMatch(/retries: 0,/);
    expect(config).toMatch(/forbidOnly: true,/);
  });
});
