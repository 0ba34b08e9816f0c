import { describe, expect, it } from 'vitest';

/**
 * The test layout of vitest.config.ts, checked: `*.test.ts` runs in node (no DOM), `*.test.tsx` in jsdom. A file on
 * the wrong side either fails for a missing `document` or pays for a DOM it does not use, so each side is kept
 * honest here, and test helpers stay out of the console's own folders.
 */
const files = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The mock platform's tests, which share their worker's modules too. */
const mockTests = import.meta.glob<string>('/mock-server/**/*.test.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every source file of the console, named from `src/` (`test/setup.ts`). */
const sources = Object.entries(files).map(([path, text]) => ({ name: path.replace(/^\/src\//, ''), text }));

/** Imports that only work with a DOM: rendering, and the shared render helper. */
const RENDERING = /from '(@testing-library\/[^']+|react-dom[^']*|[./]*test\/renderInAdmin)'/;
/**
 * What a DOM test uses: a render helper or testing-library, a browser global node does not have, or (when the
 * code under test uses the global itself) a first line saying so: `// Needs the DOM: why`.
 */
const USES_DOM =
  /from '(@testing-library\/[^']+|[./]*test\/renderInAdmin)'|\b(localStorage|sessionStorage|document|window|navigator|XMLHttpRequest|FileReader)\b|^\/\/ Needs the DOM: /;

describe('test layout', () => {
  it('has tests in both environments (the rules below look at real files)', () => {
    expect(sources.filter(({ name }) => name.endsWith('.test.ts')).length).toBeGreaterThan(10);
    expect(sources.filter(({ name }) => name.endsWith('.test.tsx')).length).toBeGreaterThan(5);
  });

  it('runs no rendering test in node: a test that renders is named *.test.tsx', () => {
    const misplaced = sources.filter(({ name, text }) => name.endsWith('.test.ts') && RENDERING.test(text));
    expect(misplaced.map(({ name }) => name)).toEqual([]);
  });

  it('pays for jsdom only where a test uses the DOM: a pure test is named *.test.ts', () => {
    const pure = sources.filter(({ name, text }) => name.endsWith('.test.tsx') && !USES_DOM.test(text));
    expect(pure.map(({ name }) => name)).toEqual([]);
  });

  it('keeps test helpers and fixtures in src/test, out of the console', () => {
    const leaking = sources.filter(
      ({ name, text }) =>
        !name.startsWith('test/') && !/\.test\.tsx?$/.test(name) && /from 'vitest'/.test(text),
    );
    expect(leaking.map(({ name }) => name)).toEqual([]);
  });

  it("mocks no module: test files share their worker's modules, so a mock would reach whichever file loads next", () => {
    const mocking = Object.entries({ ...files, ...mockTests })
      .filter(([path, text]) => /\.test\.tsx?$/.test(path) && /\bvi\.(do)?mock\(/.test(text))
      .map(([path]) => path);
    expect(mocking).toEqual([]);
  });
});
