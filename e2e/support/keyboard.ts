import { expect } from '@playwright/test';
import { failWith } from './fail';
import jpeg from 'jpeg-js';
import type { Page } from '@playwright/test';

/**
 * What has the keyboard focus, as a screen reader names it: its role and accessible name ("button \"Save\"",
 * "checkbox \"Select all\""), from the accessibility tree; "(nothing)" when the focus is on the page itself.
 */
export async function focused(page: Page): Promise<string> {
  // `:focus` is the active element (Playwright emulates the window's focus, so it matches in a background tab too):
  // two round trips to the page (is anything focused, what is it), and nothing written into the page.
  const control = page.locator('*:focus');
  if ((await control.count()) === 0) return '(nothing)';
  const snapshot = await control.first().ariaSnapshot({ timeout: 5_000 });
  return (snapshot.split('\n')[0] ?? '').replace(/^- /, '').replace(/:$/, '');
}

const matches = (stop: string, expected: string | RegExp) =>
  typeof expected === 'string' ? stop.includes(expected) : expected.test(stop);

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focus is on a control that matches `expected`, at most
 * `limit` times; fails with every stop it passed. Returns the stops, the matching one last.
 */
export async function tabTo(
  page: Page,
  expected: string | RegExp,
  { limit = 25, backwards = false }: { limit?: number; backwards?: boolean } = {},
): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (matches(stop, expected)) return stops;
  }
  return failWith(
    `Tab never reached ${String(expected)} in ${limit} presses; it stopped on:\n${stops.join('\n')}`,
  );
}

/** From a radio of a group, the arrow keys move to and check the one named `name` (at most `limit` presses). */
export async function checkRadio(page: Page, name: string, limit = 4) {
  for (let press = 0; press < limit; press += 1) {
    if ((await focused(page)).startsWith(`radio "${name}" [checked]`)) return;
    await page.keyboard.press('ArrowDown');
  }
  expect(await focused(page)).toContain(`radio "${name}" [checked]`);
}

/** Tabs through the controls in the order given (other controls may lie between), checking each shows its focus. */
export async function expectTabOrder(page: Page, controls: (string | RegExp)[], limit = 25) {
  for (const control of controls) {
    await tabTo(page, control, { limit });
    await expectVisibleFocus(page);
  }
}

/** The picture of the area around an element, decoded (JPEG at full quality: lossless enough to compare). */
async function pixelsAround(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const viewport = page.viewportSize() ?? { width: 1366, height: 860 };
  const x = Math.max(0, Math.floor(box.x - 6));
  const y = Math.max(0, Math.floor(box.y - 6));
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(viewport.width - x, Math.ceil(box.width + 12))),
    height: Math.max(1, Math.min(viewport.height - y, Math.ceil(box.height + 12))),
  };
  const shot = await page.screenshot({ clip, type: 'jpeg', quality: 100, animations: 'disabled' });
  return jpeg.decode(shot, { useTArray: true });
}

/** How many pixels differ clearly between two pictures of the same place. */
function changedPixels(a: { data: Uint8Array }, b: { data: Uint8Array }): number {
  let changed = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    const difference = Math.max(
      Math.abs(a.data[index] - b.data[index]),
      Math.abs(a.data[index + 1] - b.data[index + 1]),
      Math.abs(a.data[index + 2] - b.data[index + 2]),
    );
    if (difference > 40) changed += 1;
  }
  return changed;
}

/** At least this many pixels around a control change when it takes the focus: a ring, an outline, a fill. */
const VISIBLE_CHANGE = 40;

/**
 * Fails unless the focused control looks clearly different focused and unfocused (WCAG 2.4.7 Focus Visible):
 * compares the picture around it with the focus on it and after the focus left it, then gives it back.
 */
export async function expectVisibleFocus(page: Page) {
  const name = await focused(page);
  const control = (await page.evaluateHandle(() => document.activeElement)).asElement();
  if (!control) return failWith('nothing has the focus');
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) return failWith(`the focused control ${name} is not on screen`);
  const withFocus = await pixelsAround(page, box);
  await control.evaluate((element) => (element as HTMLElement).blur());
  // The indicator may fade out: compare once the control has settled unfocused.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const without = await pixelsAround(page, box);
  await control.evaluate((element) => (element as HTMLElement).focus());
  await control.dispose();
  const changed = changedPixels(withFocus, without);
  expect(changed, `${name} shows no visible focus (${changed} pixels change)`).toBeGreaterThanOrEqual(
    VISIBLE_CHANGE,
  );
}

/**
 * Opens a dialog with the keyboard from the focused control (Enter unless told), checks that Tab keeps the focus
 * inside it, closes it with Escape and checks that the focus went back to that control.
 */
export async function expectDialogTrapsFocus(page: Page, { open = 'Enter', presses = 12 } = {}) {
  const opener = await focused(page);
  await page.evaluate(() => document.activeElement?.setAttribute('data-keyboard-opener', ''));
  await page.keyboard.press(open);
  await page.getByRole('dialog').last().waitFor();
  // A person waits for the dialog's content: while it loads (it says it is busy) there may be nothing to Tab to, and
  // a loading dialog may give way to the one it was loading for.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[aria-busy="true"]')).some(
            (node) =>
              node.closest('[role="dialog"]') !== null || node.querySelector('[role="dialog"]') !== null,
          ),
        ),
      { timeout: 15_000, message: 'the dialog kept loading' },
    )
    .toBe(false);
  // The dialog the opener opened is the one that takes the focus; it is pinned by an attribute, because on a busy
  // machine another layer (a page's own sheet) may mount after it and stand last in the document.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const holder = document.activeElement?.closest('[role="dialog"]');
        holder?.setAttribute('data-keyboard-dialog', '');
        return holder !== null && holder !== undefined;
      }),
    )
    .toBe(true);
  const dialog = page.locator('[data-keyboard-dialog]');
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const inside = await dialog.evaluate((node) => node.contains(document.activeElement));
    expect(inside, `Tab left the dialog opened from ${opener}: focus on ${await focused(page)}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-keyboard-opener') ?? false), {
      message: `the focus did not go back to ${opener} when the dialog closed`,
    })
    .toBe(true);
  await page.evaluate(() => {
    document.querySelector('[data-keyboard-opener]')?.removeAttribute('data-keyboard-opener');
    document.querySelector('[data-keyboard-dialog]')?.removeAttribute('data-keyboard-dialog');
  });
}
