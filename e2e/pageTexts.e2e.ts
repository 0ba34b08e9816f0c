import type { Page } from '@playwright/test';
import { expectText, signIn } from './support/journey';
import { expect, test } from './support/test';

// The journey signs in through the sign-in page: the texts of the shell's pages load while it waits.
test.use({ account: null });

/** A message key where a text should be ("dm.devicesTab.list.search"), in text, labels, titles or placeholders. */
async function watchForKeys(page: Page) {
  await page.addInitScript(() => {
    const KEY = /\b(?:dm|ra)\.[a-z][a-zA-Z]*\.[a-zA-Z_.]+/;
    const seen: string[] = [];
    Object.assign(window, { keysSeen: seen });
    const check = (text: string | null | undefined) => {
      const found = text ? KEY.exec(text) : null;
      if (found) seen.push(found[0]);
    };
    const ATTRIBUTES = ['aria-label', 'title', 'placeholder'];
    const checkNode = (node: Node) => {
      if (node instanceof Element) {
        if (['SCRIPT', 'STYLE'].includes(node.tagName)) return;
        for (const element of [node, ...Array.from(node.querySelectorAll('*'))])
          for (const name of ATTRIBUTES) check(element.getAttribute(name));
      }
      check(node.textContent);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(checkNode);
        else if (record.type === 'characterData') check(record.target.textContent);
        else check((record.target as Element).getAttribute(record.attributeName ?? ''));
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ATTRIBUTES,
    });
  });
  return () => page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen);
}

/** Holds the answers to the chunks of these languages' texts until released; counts the requests held. */
async function holdTexts(page: Page, languages: readonly string[]) {
  let release = () => undefined as void;
  const released = new Promise<void>((done) => (release = done));
  const held = { requests: 0, release };
  await page.route(new RegExp(`/assets/(${languages.join('|')})-[\\w-]+\\.js$`), async (route) => {
    held.requests += 1;
    await released;
    await route.continue();
  });
  return held;
}

test.describe("texts of the shell's pages", () => {
  test('a page waits for its texts after sign-in and after a language switch, and never shows a key', async ({
    page,
    stack,
  }) => {
    const keysSeen = await watchForKeys(page);
    const english = await holdTexts(page, ['en']);
    const shellCode = ['AppLayout', 'AreaPage', 'DevicesScreen'].map((name) =>
      page.waitForResponse(new RegExp(`/assets/${name}-[\\w-]+\\.js$`)),
    );
    await signIn(page, stack.consoleUrl, 'admin');
    // Signed in, with the shell's and the Devices tab's code there, the shell still waits for the page texts the
    // sign-in page asked for: the loading bar, no header, no Devices list.
    await Promise.all(shellCode);
    await expect.poll(() => english.requests).toBeGreaterThan(0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await expect(page.getByTestId('language-menu')).toHaveCount(0);
    english.release();
    await expect(page.getByPlaceholder('Search by name, label, place, group, serial or IP')).toBeVisible();

    // German is switched to only once its texts are there: until then the page stays English.
    const german = await holdTexts(page, ['de']);
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="de"]').click();
    await expect.poll(() => german.requests).toBeGreaterThan(0);
    await expect(page.getByPlaceholder('Search by name, label, place, group, serial or IP')).toBeVisible();
    german.release();
    await expect(
      page.getByPlaceholder('Nach Name, Bezeichnung, Ort, Gruppe, Seriennummer oder IP suchen'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'QBIC-Geräte' }).click();
    await expectText(page, 'IP-Bereiche');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="en"]').click();
    await expectText(page, 'IP ranges');

    expect(await keysSeen()).toEqual([]);
  });
});
