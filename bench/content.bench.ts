import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { DEMO_PASSWORD, openPath, signIn, urlOf } from '../e2e/support/journey';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import type { ContentItem } from '../src/domain/content/contentModel';
import type { ContentRule } from '../src/domain/content/ruleModel';
import { RULE_APPS, RULE_WHEN, VIEW_AS } from '../src/domain/content/ruleModel';
import { evaluateRules } from '../src/resources/contentRules/screenPreview';
import { firstRowsTimes } from './listTiming';
import { median, result, type Benchmark } from './result';
import { sized } from './scale';

const ITEMS = sized(2_000, 50);
const FIRST_CARDS_BUDGET_MS = 1_000;
const KEYSTROKE_BUDGET_MS = 150;
const EVALUATION_BUDGET_MS = 50;
const RULES = sized(1_000, 50);
const NAVIGATIONS = sized(5, 1);
const TYPED = 'item 19';

const load = () => Math.round(loadavg()[0] * 10) / 10;
const summary = (times: number[]) => ({
  runs: times.length,
  max: Math.round(Math.max(...times)),
  all: times.map(Math.round),
  loadAverage: load(),
});

async function fillLibrary(mockUrl: string): Promise<void> {
  const login = await fetch(`${mockUrl}/rest/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'contributor', password: DEMO_PASSWORD, fingerprint: 'bench-content' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const one = async (index: number) => {
    const form = new FormData();
    const entries: [string, string][] = [
      ['name', `Item ${index}`],
      ['type', 'URL'],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', `Label ${index}`],
      ['resources[]', `https://content.example/${index}`],
    ];
    for (const [name, value] of entries) form.append(name, value);
    await fetch(`${mockUrl}/rest/v2/customcontents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
  };
  for (let start = 0; start < ITEMS; start += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, ITEMS - start) }, (_, offset) => one(start + offset)),
    );
  }
}

/** Time from each keydown in the search box to the grid showing that search, laid out. */
async function keystrokes(page: Page): Promise<number[]> {
  const input = page.locator('input[name="q"]');
  await input.click();
  const times: number[] = [];
  let typed = '';
  for (const char of TYPED) {
    typed += char;
    await page.evaluate(`(() => {
      const done = ${JSON.stringify(typed)};
      window.benchDone = new Promise((resolve) => {
        let start = 0;
        document.addEventListener('keydown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const grid = document.querySelector('[data-testid="content-grid"]');
          if (!start || !grid || grid.dataset.search !== done) return;
          observer.disconnect();
          grid.getBoundingClientRect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    })()`);
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    times.push(await page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone));
  }
  return times;
}

/** "What will this screen show" over 1,000 rules, in node: the pure function alone. */
function evaluation(): number[] {
  const items = new Map<string, ContentItem>();
  for (let index = 0; index < 200; index += 1) {
    const id = `c${index}`;
    items.set(id, {
      id,
      name: id,
      iconUrl: null,
      type: 'URL',
      defaultLanguage: 'en',
      resources: {},
      modifiedDate: '',
    });
  }
  const rules: ContentRule[] = Array.from({ length: RULES }, (_, index) => ({
    id: `r${index}`,
    name: `Rule ${index}`,
    app: RULE_APPS[index % RULE_APPS.length],
    contentId: `c${index % 250}`,
    contentType: 'URL',
    viewAs: VIEW_AS[index % VIEW_AS.length],
    when: RULE_WHEN[index % RULE_WHEN.length],
    locations: index % 3 === 0 ? '' : `loc-${index % 40},loc-${(index + 7) % 40}`,
    users: index % 5 === 0 ? `user${index % 30},user${(index + 1) % 30}` : '',
    minDuration: 0,
    description: '',
    modifiedDate: new Date(1_700_000_000_000 + index * 60_000).toISOString(),
  }));
  const parentOf = (id: string) => (id === 'loc-0' ? null : 'loc-0');
  const times: number[] = [];
  for (let run = 0; run < 30; run += 1) {
    const started = performance.now();
    evaluateRules(
      rules,
      items,
      { app: 'WP', locationId: `loc-${run % 40}`, user: `user${run}`, moment: 'FIRST_LOGIN' },
      parentOf,
    );
    times.push(performance.now() - started);
  }
  return times;
}

/** The content library with 2,000 items in Chromium, and the screen preview over 1,000 rules. */
export const contentLibrary: Benchmark = {
  name: 'content',
  async run() {
    const evaluating = evaluation();
    buildTestConsole();
    const stack = await startStack({ players: 0 });
    const browser = await openBrowser();
    try {
      await fillLibrary(stack.mockUrl);
      const page = await browser.context.newPage();
      await signIn(page, stack.consoleUrl, 'contributor');
      await page.locator('[data-testid^="content-card-"]').first().waitFor({ timeout: 30_000 });
      const url = urlOf(stack.consoleUrl, '/contentlibrary');
      const navigation = await firstRowsTimes(page, url, '[data-testid^="content-card-"]', NAVIGATIONS);
      await openPath(page, stack.consoleUrl, '/contentlibrary');
      await page.locator('[data-testid^="content-card-"]').first().waitFor();
      const typing = await keystrokes(page);
      return [
        result('content-first-cards', median(navigation), 'ms median', FIRST_CARDS_BUDGET_MS, {
          items: ITEMS,
          ...summary(navigation),
        }),
        result('content-search-keystroke', median(typing), 'ms median', KEYSTROKE_BUDGET_MS, {
          items: ITEMS,
          ...summary(typing),
        }),
        result('content-screen-preview', median(evaluating), 'ms median', EVALUATION_BUDGET_MS, {
          rules: RULES,
          ...summary(evaluating),
        }),
      ];
    } finally {
      await browser.close();
      await stack.close();
    }
  },
};
