import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { failWith } from './fail';
import type { Page } from '@playwright/test';

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

/**
 * The serious and critical violations of the page as it is now, in the theme it shows. With a modal dialog open
 * (a dialog, a confirm, a drawer), only what it holds is checked: the page behind is hidden from assistive
 * technology, and it is checked as a screen of its own in the screen catalogue.
 */
async function violationsNow(page: Page): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, blocking, excluded }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const modals = Array.from(document.querySelectorAll('[aria-modal="true"]')).filter(
        (element) => element.getClientRects().length > 0,
      );
      const include = modals.length > 0 ? modals : [document];
      const context = { include, exclude: excluded.map((selector) => [selector]) };
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

/** The theme the console shows: the one stored by react-admin, else the system's. */
const themeShown = (page: Page) =>
  page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    const dark = stored ? JSON.parse(stored) === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    return dark ? 'dark' : 'light';
  }, THEME_KEY);

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
  if (violations.length > 0) failWith(formatViolations(screen, theme, violations));
}

/**
 * Fails when the screen, dialog or menu on show has a serious or critical WCAG 2.1 AA violation, in the theme the
 * page shows (a journey file opens its browser light or dark: every dialog is checked in the theme of its journey,
 * and every screen in both themes by the screen catalogue). Transitions are switched off while checking, so that
 * colours are read as they settle, not halfway.
 */
export async function expectAccessible(page: Page, screen: string) {
  await expectAccessibleAsShown(page, screen, await themeShown(page));
}
