import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { expectText, signIn } from './support/journey';

const consoleUrl = inject('consoleUrl');

describe('foundation: sign-in and the device list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('admin signs in and sees the seeded devices of acme', async () => {
    const page = await browser.context.newPage();
    await signIn(page, consoleUrl, 'admin');
    await expectText(page, 'Display type');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(5);
    await expectText(page, /Live|Offline|Not configured|Locked|New/);
    await page.close();
  });

  it('a wrong password shows an error and keeps the user on the sign-in page', async () => {
    const page = await browser.context.newPage();
    await signIn(page, consoleUrl, 'admin', 'not-the-password');
    await expectText(page, 'Wrong user name or password');
    expect(page.url()).toContain('/login');
    await page.close();
  });

  it('after sign-out, Back shows no data', async () => {
    const page = await browser.context.newPage();
    await signIn(page, consoleUrl, 'admin');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.goBack();
    await page.waitForTimeout(500);
    expect(await page.locator('tbody tr').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.close();
  });
});
