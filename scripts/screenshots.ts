// npm run screenshots [path …]: signs in as admin and saves each screen in light and dark, English and German, at
// 1366 and 768 px wide, to e2e/out/screens/ for a person to look at. Uses the test build (E2E_REUSE_BUILD=1 keeps
// the last one).
import { mkdirSync } from 'node:fs';
import { openBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/journey';
import { buildTestConsole, startStack } from '../e2e/support/stack';

const OUT = 'e2e/out/screens';
/** Every screen of the console, as the admin sees it. */
const SCREENS = [
  '/login',
  '/kiosk/devices',
  '/kiosk/qbic',
  '/kiosk/profiles',
  '/kiosk/profiles/create',
  '/kiosk/themes',
  '/kiosk/themes/create',
  '/workplace/features',
  '/contentadmin',
  '/contentlibrary',
  '/pagenotfound',
];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : SCREENS;
const looks = [
  { locale: 'en-US', colorScheme: 'light' as const, tag: 'en-light' },
  { locale: 'de-DE', colorScheme: 'dark' as const, tag: 'de-dark' },
  { locale: 'en-US', colorScheme: 'dark' as const, tag: 'en-dark' },
  { locale: 'de-DE', colorScheme: 'light' as const, tag: 'de-light' },
];
const sizes = [
  { width: 1366, height: 850 },
  { width: 768, height: 1024 },
];
const variants = sizes.flatMap((size) =>
  looks.map((look) => ({ ...look, ...size, tag: `${look.tag}-${size.width}` })),
);

mkdirSync(OUT, { recursive: true });
buildTestConsole();
const stack = await startStack();
try {
  for (const variant of variants) {
    const browser = await openBrowser(variant);
    const page = await browser.context.newPage();
    let signedIn = false;
    for (const path of paths) {
      if (path === '/login') {
        await page.goto(`${stack.consoleUrl}/login`);
      } else {
        if (!signedIn) {
          await signIn(page, stack.consoleUrl, 'admin');
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          signedIn = true;
        }
        await page.goto(`${stack.consoleUrl}${path}`);
      }
      await page.waitForLoadState('networkidle');
      // Shot once nothing is loading any more (no progress bar on screen).
      await page
        .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      const file = `${OUT}/${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}-${variant.tag}.png`;
      await page.screenshot({ path: file });
      process.stdout.write(`${file}\n`);
    }
    await browser.close();
  }
} finally {
  await stack.close();
}
