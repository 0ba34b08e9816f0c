import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { expectRoute } from './support/shell';
import { expect, test } from './support/test';

test.describe('shell: a person sent away from an area is told where and why', () => {
  test.describe('as a contributor', () => {
    test.use({ account: 'contributor' });

    test('a link to the content admin’s rules lands in the library with a notice, which stays closed', async ({
      page,
    }) => {
      await page.goto('/contentadmin/contentRules');
      await expectRoute(page, '/contentlibrary');
      const notice = page.getByTestId('turned-away');
      await expectText(
        page,
        'Your account does not have the permissions for “Content admin”, so you were taken to “Custom content”.',
      );
      await expectAccessible(page, 'library with the turned-away notice');
      await notice.getByRole('button', { name: 'Close' }).click();
      await notice.waitFor({ state: 'hidden' });
      // Closed, it stays closed over a reload; the library itself is there all along.
      await page.reload();
      await page.getByRole('heading', { name: 'Content library', level: 1 }).waitFor();
      expect(await notice.count()).toBe(0);
    });

    test('opening the library from the menu says nothing', async ({ page }) => {
      await page.goto('/contentlibrary');
      await page.getByRole('heading', { name: 'Content library', level: 1 }).waitFor();
      expect(await page.getByTestId('turned-away').count()).toBe(0);
    });
  });

  test.describe('as a content admin, in German', () => {
    test.use({ account: 'contentadmin', locale: 'de-DE' });

    test('a library address lands on the rules with the notice in German', async ({ page }) => {
      await page.goto('/contentlibrary');
      await expectRoute(page, '/contentadmin');
      await expectText(
        page,
        'Ihrem Konto fehlen die Berechtigungen für „Eigene Inhalte“, daher wurden Sie zu „Inhaltsverwaltung“ weitergeleitet.',
      );
      // Moving on within the console leaves the notice behind.
      await page.goto('/contentadmin/contentRules/create');
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByTestId('turned-away').count()).toBe(0);
    });
  });
});
