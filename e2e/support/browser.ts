import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { watchConsole } from './consoleWatch';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface BrowserOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  width?: number;
  height?: number;
}

/** A fresh Chromium profile: no storage carried over between journeys; its console is watched (consoleWatch). */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'dm-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: FLAGS,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
  });
  watchConsole(context);
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
