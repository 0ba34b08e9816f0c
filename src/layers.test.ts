import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Lints one line as if it were the first line of a file at `path`, with the project's own ESLint config. */
const lint = async (path: string, code: string): Promise<string[]> => {
  const [result] = await new ESLint().lintText(`${code}\n`, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('the layers rule (eslint.config.js)', () => {
  it.each([
    ['src/dataProvider/fixture.ts', "import devices from '../resources/devices';"],
    ['src/players/fixture.ts', "import { ConfirmDialog } from '../components/ConfirmDialog';"],
    ['src/resources/fixture.ts', "import { QbicPage } from '../pages/lazyPages';"],
    ['src/resources/devices/fixture.ts', "import { AREAS } from '../../routes';"],
    ['src/components/fixture.ts', "import { DevicesScreen } from '../resources/devices/DevicesScreen';"],
    ['src/domain/fixture.ts', "import { httpClient } from '../dataProvider/httpClient';"],
    ['src/contract/fixture.ts', "import { useTranslate } from 'react-admin';"],
    ['src/storage/fixture.ts', "import { httpClient } from '../dataProvider/httpClient';"],
    ['src/domain/fixture.ts', "import { readAccessToken } from '../storage/storageKeys';"],
    [
      'mock-server/routes/workplaceFixture.ts',
      "import { x } from '../../src/pages/workplace/model/validation';",
    ],
    ['mock-server/routes/workplaceFixture.ts', "import type { X } from '../../src/dataProvider/workplace';"],
    ['mock-server/bulk/fixture.ts', "import en from '../../src/i18n/domains/bulk/en';"],
    ['mock-server/db/fixture.ts', "import type { Device } from '../../src/resources/devices/deviceModel';"],
    ['mock-server/fleet/fixture.ts', "import { DEVICE_PORT } from '../../src/config';"],
    ['mock-server/fleet/fixture.test.ts', "import { createDeviceClient } from '../../src/players';"],
    ['mock-server/fixture.ts', "import { isValidEmail } from '../src/pages/settings/emailRules';"],
    ['src/domain/content/fixture.ts', "import { UI_LANGUAGES } from '../../config';"],
    ['src/contract/fixture.ts', "import { DEVICE_PORT } from '../config';"],
    ['src/config.ts', "import { readAccessToken } from './storage/storageKeys';"],
    ['src/pages/fixture.ts', "import { AREAS } from '../routes';"],
  ])(
    'refuses an upward import in %s',
    async (path, code) => {
      expect(await lint(path, code)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ['src/pages/fixture.ts', "import devices from '../resources/devices';"],
    ['src/resources/devices/fixture.ts', "import { httpClient } from '../../dataProvider/httpClient';"],
    ['src/dataProvider/fixture.ts', "import { API_ERROR_CODES } from '../contract/errorCodes';"],
    ['src/dataProvider/fixture.ts', "import { readAccessToken } from '../storage/storageKeys';"],
    ['src/domain/fixture.ts', "import { CONFIGURABLE_TYPES } from '../contract/displayTypes';"],
    [
      'mock-server/routes/workplaceFixture.ts',
      "import { validateWorkplaceConfig } from '../../src/domain/workplace/validation';",
    ],
    ['mock-server/db/fixture.ts', "import { MINI_DISPLAY_MODEL_ID } from '../../src/contract/constants';"],
    ['mock-server/bulk/fixture.ts', "import { SHEET_WORDS } from '../../src/domain/sheetWords';"],
    ['src/config.ts', "import { LANGUAGE_CODES } from './contract/languages';"],
    ['src/storage/fixture.ts', "import { SESSION_TIMEOUT_MS } from '../config';"],
    ['src/domain/fixture.test.ts', "import { defineConfig } from 'vitest/config';"],
  ])(
    'accepts a downward import in %s',
    async (path, code) => {
      expect(await lint(path, code)).toEqual([]);
    },
    30_000,
  );
});

describe('APIs newer than the supported browsers (eslint.config.js)', () => {
  const newer = async (code: string): Promise<string[]> => {
    const [result] = await new ESLint().lintText(`${code}\n`, { filePath: 'src/dataProvider/fixture.ts' });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);
  };

  it.each([
    'export const s = AbortSignal.any([new AbortController().signal]);',
    'export const s = AbortSignal.timeout(10);',
    'export const g = Object.groupBy([1], (n) => n);',
    'export const sorted = [3, 1].toSorted();',
  ])(
    'refuses %s',
    async (code) => {
      expect(await newer(code)).toHaveLength(1);
    },
    30_000,
  );

  it('accepts the fallbacks', async () => {
    expect(
      await newer(
        "import { anySignal } from '../domain/abortSignals';\nexport const s = anySignal([new AbortController().signal]);",
      ),
    ).toEqual([]);
  }, 30_000);
});

/** Relative imports of a module: static, re-exports, side effects and import(). Packages are not followed. */
const IMPORT =
  /\bfrom\s*['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]|^\s*import\s*['"](\.[^'"]*)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Every module reachable from `starts` through relative imports, each with the chain that reaches it
 * (start first), so a failure names the import that crossed the line.
 */
const reachable = (starts: string[]): Map<string, string[]> => {
  const chains = new Map(starts.map((start) => [start, [start]]));
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = resolve(dirname(file), match[1] ?? match[2] ?? match[3]);
      const target = EXTENSIONS.map((extension) => base + extension).find(isFile);
      if (target === undefined || chains.has(target)) continue;
      chains.set(target, [...(chains.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return chains;
};

const sources = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => /\.(ts|tsx|mjs)$/.test(path) && isFile(path));

/** The modules of `root`'s src that only the console may load: everything but the shared layer. */
const consoleOnly = (root: string, file: string): boolean => {
  const path = relative(root, file);
  return path.startsWith('src/') && !/^src\/(domain|contract)\//.test(path);
};

const crossings = (root: string, starts: string[]): string[] =>
  [...reachable(starts)]
    .filter(([file]) => consoleOnly(root, file))
    .map(([, chain]) => chain.map((step) => relative(root, step)).join(' → '));

describe('the layer rule through every import', () => {
  const root = resolve('.');

  it('lets the mock and the shared layer reach no module of the console beyond src/domain and src/contract', () => {
    const starts = [...sources('mock-server'), ...sources('src/domain'), ...sources('src/contract')];
    expect(starts.length).toBeGreaterThan(100);
    expect(
      crossings(
        root,
        starts.map((start) => resolve(start)),
      ),
    ).toEqual([]);
  });

  it('finds a console module reached through a shared one, and names the chain', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    try {
      mkdirSync(join(dir, 'src/domain'), { recursive: true });
      mkdirSync(join(dir, 'mock-server'));
      writeFileSync(join(dir, 'mock-server/route.ts'), "import { rule } from '../src/domain/rule';\n");
      writeFileSync(join(dir, 'src/domain/rule.ts'), "export { LIMIT as rule } from '../config';\n");
      writeFileSync(join(dir, 'src/config.ts'), 'export const LIMIT = import.meta.env.VITE_LIMIT;\n');
      expect(crossings(dir, [join(dir, 'mock-server/route.ts')])).toEqual([
        'mock-server/route.ts → src/domain/rule.ts → src/config.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the browser storages only through src/storage (eslint.config.js)', () => {
  const storageUse = async (path: string, code: string): Promise<string[]> => {
    const [result] = await new ESLint().lintText(`${code}\n`, { filePath: path });
    return result.messages
      .filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties')
      .map((m) => m.message);
  };

  it.each([
    ['src/layout/fixture.ts', "export const picture = localStorage.getItem('dm.picture');"],
    ['src/resources/fixture.ts', 'export const run = sessionStorage.length;'],
    ['src/i18n/fixture.ts', 'export const store = window.localStorage;'],
  ])(
    'refuses a storage named outside src/storage in %s',
    async (path, code) => {
      expect(await storageUse(path, code)).toHaveLength(1);
    },
    30_000,
  );

  it('accepts them in src/storage and in tests', async () => {
    expect(
      await storageUse('src/storage/fixture.ts', 'export const store = (): Storage => localStorage;'),
    ).toEqual([]);
    expect(await storageUse('src/layout/fixture.test.ts', 'localStorage.clear();')).toEqual([]);
  }, 30_000);
});
