import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { expectText, openPath, signIn } from './support/journey';
import { expectRoute } from './support/shell';

const consoleUrl = inject('consoleUrl');

describe('a resource added by the README recipe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('serves a kiosk tab and a whole area with react-admin links', async () => {
    const page = await browser.context.newPage();
    await signIn(page, consoleUrl, 'admin');
    await page.waitForURL((url) => !url.hash.includes('login'));
    await openPath(page, consoleUrl, '/kiosk/gadgets');
    await page.locator('tbody tr').first().waitFor();
    await page.locator('tbody tr td').first().click();
    await page.waitForURL((url) => /\/kiosk\/gadgets\/[^/]+\/show$/.test(decodeURIComponent(url.hash)));
    await expectText(page, 'Serial');
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.waitForURL((url) => /\/kiosk\/gadgets\/[^/]+$/.test(decodeURIComponent(url.hash)));
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await openPath(page, consoleUrl, '/gadgets');
    await expectRoute(page, '/pagenotfound');
    await openPath(page, consoleUrl, '/contentlibrary');
    await expectRoute(page, '/contentlibrary/libraryGadgets');
    await page.locator('tbody tr td').first().click();
    await page.waitForURL((url) =>
      /\/contentlibrary\/libraryGadgets\/[^/]+\/show$/.test(decodeURIComponent(url.hash)),
    );
    console.log('scratch urls ok', decodeURIComponent(new URL(page.url()).hash));
  });
});
