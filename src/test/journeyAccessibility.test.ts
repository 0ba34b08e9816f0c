import { describe, expect, it } from 'vitest';

/**
 * Every journey checks the screens and dialogs it shows for WCAG 2.1 AA (README, "Journeys"): a journey file with
 * no `expectAccessible(page, …)` call fails here, so that each new screen or dialog is checked from its first day.
 */
const journeys = import.meta.glob<string>('/e2e/*.e2e.ts', { query: '?raw', import: 'default', eager: true });

const files = Object.entries(journeys).map(([path, text]) => ({ name: path.replace(/^\/e2e\//, ''), text }));

const checksAccessibility = (text: string) => /\bexpectAccessible\(/.test(text);

describe('journeys check accessibility', () => {
  it('finds the journey files (the rules below look at real files)', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it('has every journey call expectAccessible for what it shows', () => {
    const unchecked = files.filter(({ text }) => !checksAccessibility(text));
    expect(unchecked.map(({ name }) => name)).toEqual([]);
  });
});
