import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** axe-core's browser build, injected into the page under test (the ecosystem's WCAG checker). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA: what the console promises (issue "The console as a person meets it"). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const THEME_KEY = 'RaStore.theme';
const NO_MOTION_ID = 'dm-axe-no-motion';
/**
 * Left out of the check: the theme preview is a picture of a display in colours the administrator picks (an
 * image to assistive technology); its contrast is theirs, and the preview shows it faithfully.
 */
const EXCLUDED = ['[data-testid="theme-preview"]'];

export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The serious and critical violations of the page as it is now, in the theme it shows. */
async function violationsNow(page: Page): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, blocking, excluded }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = { include: [document], exclude: excluded.map((selector) => [selector]) };
      const result = await axe.run(context as import('axe-core').ElementContext, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((violation) => blocking.includes(violation.impact ?? ''))
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          nodes: violation.nodes.slice(0, 5).map((node) => ({
            target: node.target.join(' '),
            summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
          })),
        }));
    },
    { tags: TAGS, blocking: [...BLOCKING], excluded: EXCLUDED },
  );
}

/** The theme the console shows: react-admin keeps it in its store, and follows a store change at once. */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate(
    ({ key, value }) => {
      const json = JSON.stringify(value);
      localStorage.setItem(key, json);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: json, storageArea: localStorage }));
    },
    { key: THEME_KEY, value: theme },
  );
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The readable list a failing check prints: one rule a line, with the elements it names. */
export const formatViolations = (screen: string, theme: string, violations: Violation[]): string =>
  [
    `${screen} (${theme}): ${violations.length} serious or critical WCAG violation(s)`,
    ...violations.flatMap((violation) => [
      `- [${violation.impact}] ${violation.id}: ${violation.help}`,
      ...violation.nodes.map((node) => `    ${node.target}: ${node.summary}`),
    ]),
  ].join('\n');

/** Switches transitions off while `check` runs, so that colours are read as they settle, not halfway. */
async function withoutMotion<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate((id) => {
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
    document.head.append(style);
  }, NO_MOTION_ID);
  try {
    return await check();
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), NO_MOTION_ID);
  }
}

/**
 * Fails when the screen on show has a serious or critical WCAG 2.1 AA violation in the theme it shows: the screen
 * catalogue (e2e/screens.e2e.ts) opens every screen in a browser of each theme and checks each once.
 */
export async function expectAccessibleAsShown(page: Page, screen: string, theme: 'light' | 'dark') {
  const violations = await withoutMotion(page, () => violationsNow(page));
  if (violations.length > 0) expect.fail(formatViolations(screen, theme, violations));
}

/**
 * Fails when the screen or dialog on show has a serious or critical WCAG 2.1 AA violation, in the light theme
 * and in the dark theme; the page is left in the theme it had. Transitions are switched off while checking, so
 * that colours are read as they settle, not halfway.
 */
export async function expectAccessible(page: Page, screen: string) {
  const report = await withoutMotion(page, async () => {
    const before = await backgroundOf(page);
    const first = await page.evaluate((key) => {
      const stored = localStorage.getItem(key);
      if (stored) return JSON.parse(stored) === 'dark';
      return matchMedia('(prefers-color-scheme: dark)').matches;
    }, THEME_KEY);
    const order: ('light' | 'dark')[] = first ? ['dark', 'light'] : ['light', 'dark'];
    const found: string[] = [];
    try {
      for (const [index, theme] of order.entries()) {
        if (index > 0) {
          await setTheme(page, theme);
          await expect.poll(() => backgroundOf(page)).not.toBe(before);
        }
        const violations = await violationsNow(page);
        if (violations.length > 0) found.push(formatViolations(screen, theme, violations));
      }
    } finally {
      await setTheme(page, order[0]);
      await expect.poll(() => backgroundOf(page)).toBe(before);
    }
    return found;
  });
  if (report.length > 0) expect.fail(report.join('\n'));
}
