import { ESLint } from 'eslint';
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
