import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { signedInPage } from '../e2e/support/journey';
import { adminToken, coverAddresses } from '../e2e/support/qbic';
import { scanPlayers } from '../e2e/support/qbicPage';
import { rolloutPanel, startRolloutOfAll } from '../e2e/support/rollout';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import { browserMemory } from './processMemory';
import { result, type Benchmark } from './result';
import { sized } from './scale';

const PLAYERS = sized(300, 6);
const FILE_MB = sized(200, 4);
const LATENCY_MS = 30;
/** Over the file's own size (issue 23). */
const BUDGET_OVER_FILE_MB = 100;
const SAMPLE_EVERY_MS = 200;
const MB = 1024 * 1024;

/** A firmware file of `mb` MB on disk, as an administrator picks it (a zip, its version in its name). */
function firmwareOnDisk(dir: string, mb: number): string {
  const path = join(dir, 'firmware-9.9.0.zip');
  const chunk = Buffer.alloc(MB, 7);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, Buffer.from('PK\u0003\u0004'));
    for (let written = 0; written < mb; written += 1) writeSync(fd, chunk, 0, written === 0 ? MB - 4 : MB);
  } finally {
    closeSync(fd);
  }
  return path;
}

const jsHeapOf = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
};

/** How long the whole rollout may take (60 GB go from the browser to the simulated players). */
const ROLLOUT_TIMEOUT_MS = 28 * 60_000;

/**
 * Samples the browser's memory until the rollout's status says it ended: its processes from /proc on a timer of
 * this process (it needs nothing of the page), the page's JavaScript heap through the DevTools protocol between.
 * Throws unless it finished.
 */
async function peaksUntilEnded(page: Page, cdp: CDPSession) {
  const peak = { total: 0, renderers: 0, jsHeap: 0 };
  const sample = () => {
    const now = browserMemory();
    peak.total = Math.max(peak.total, now.total);
    peak.renderers = Math.max(peak.renderers, now.renderers);
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  let ended = false;
  const heap = (async () => {
    while (!ended) {
      peak.jsHeap = Math.max(peak.jsHeap, await jsHeapOf(cdp).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  try {
    const status = rolloutPanel(page).getByTestId('rollout-status');
    await status.filter({ hasText: /^(Finished|Paused|Aborted)/ }).waitFor({ timeout: ROLLOUT_TIMEOUT_MS });
    const text = await status.innerText({ timeout: 60_000 });
    if (text !== 'Finished.') throw new Error(`the rollout stopped: ${text}`);
  } finally {
    ended = true;
    clearInterval(timer);
    await heap;
  }
  sample();
  return peak;
}

/**
 * The browser's memory while the console rolls a 200 MB firmware out to 300 simulated players (30 ms latency):
 * Chromium's processes together (proportional set size, read from /proc), their peak above what they held before
 * the file was chosen, against the file's size + 100 MB. The file is picked from disk as a person picks it; the
 * console must stream it to every player, never copy it per player.
 */
export const rolloutMemory: Benchmark = {
  name: 'qbic-rollout-memory',
  async run() {
    buildTestConsole();
    const dir = mkdtempSync(join(tmpdir(), 'dm-bench-rollout-memory-'));
    const stack = await startStack({ devices: 0, players: PLAYERS, playerLatencyMs: LATENCY_MS });
    const browser = await openBrowser();
    try {
      const path = firmwareOnDisk(dir, FILE_MB);
      const token = await adminToken(stack.mockUrl);
      await coverAddresses(stack.mockUrl, token, stack.playerIps, 'Rollout memory');
      const page = await signedInPage(browser, stack, { path: '/kiosk/qbic' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await scanPlayers(page);
      if (browserMemory().processes === 0) throw new Error('no process of the browser found under /proc');
      await cdp.send('HeapProfiler.collectGarbage');
      const before = browserMemory();
      const heapBefore = await jsHeapOf(cdp);
      const started = performance.now();
      await startRolloutOfAll(page, path, PLAYERS);
      const peak = await peaksUntilEnded(page, cdp);
      const ms = performance.now() - started;
      const twice = stack.playerIps.filter((ip) => stack.uploadsReceived(ip).firmware !== 1);
      if (twice.length > 0) throw new Error(`${twice.length} players did not receive the file exactly once`);
      const growth = (peak.total - before.total) / MB;
      return result(
        `qbic-rollout-${PLAYERS}-browser-memory`,
        growth,
        'MB growth',
        FILE_MB + BUDGET_OVER_FILE_MB,
        {
          fileMb: FILE_MB,
          overFileMb: Math.round((growth - FILE_MB) * 10) / 10,
          baselineMb: Math.round(before.total / MB),
          peakMb: Math.round(peak.total / MB),
          rendererGrowthMb: Math.round(((peak.renderers - before.renderers) / MB) * 10) / 10,
          jsHeapGrowthMb: Math.round(((peak.jsHeap - heapBefore) / MB) * 10) / 10,
          processes: before.processes,
          players: PLAYERS,
          latencyMs: LATENCY_MS,
          rolloutMs: Math.round(ms),
          load: Math.round(loadavg()[0] * 10) / 10,
        },
      );
    } finally {
      await browser.close();
      await stack.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
