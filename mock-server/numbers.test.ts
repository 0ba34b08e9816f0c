import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SCREEN_DURATION } from '../src/contract/constants';
import { blankEntry } from '../src/domain/configuration/configurationModel';
import { parseFault } from './fleet/faults';
import { call, mockServers, signIn, type ErrorBody } from './test/harness';
import { isWholeNumber, wholeNumberProblem } from './validate';

const { start } = mockServers();

const roomEntry = {
  ...blankEntry('RD', DEFAULT_HOME_SCREEN_DURATION),
  roomConfiguration: {
    roomUUID: 'room-acme-7',
    profileId: 'prof-acme-rd-1',
    region: 'reg-acme-1',
    room: 'room-acme-7',
    resourceId: 'room-acme-7',
    themeId: 'theme-acme-rd-2',
  },
};

/** A configuration body whose order is written as given, as JSON text (1e999 has no JSON.stringify form). */
const bodyWithOrder = (order: string): string =>
  JSON.stringify({ configurations: [{ ...roomEntry, order: 'ORDER' }] }).replace('"ORDER"', order);

describe('numbers a request brings', () => {
  it('are finite whole numbers in range, or refused', () => {
    expect([0, 4, -3].map((value) => isWholeNumber(value, -5, 5))).toEqual([true, true, true]);
    const refused = [Infinity, -Infinity, Number.NaN, 1.5, -1e308, 1e308, 2 ** 53, '3', null, 6];
    expect(refused.filter((value) => isWholeNumber(value, -5, 5))).toEqual([]);
    expect(wholeNumberProblem('order', 1.5, 0, 4)).toBe('order must be a whole number from 0 to 4');
  });

  it('in a fault file are whole milliseconds and percents, and a share for flaky', () => {
    expect(parseFault('QB1', { slow: 200, flaky: 0.25, cutUploadAtPercent: 40 })).toEqual({
      slow: 200,
      flaky: 0.25,
      cutUploadAtPercent: 40,
    });
    expect(() => parseFault('QB1', { slow: 1.5 })).toThrow(
      'QB1.slow must be a whole number from 0 to 600000',
    );
    expect(() => parseFault('QB1', { cutUploadAtPercent: -1e308 })).toThrow('QB1.cutUploadAtPercent');
    expect(() => parseFault('QB1', { flaky: 2 })).toThrow('QB1.flaky must be a number from 0 to 1');
  });

  it.each(['1e999', '1.5', '-1e308', '-1', '5'])(
    'refuse a configuration order of %s with an envelope error, and store nothing',
    async (order) => {
      const { url, store } = await start();
      const token = await signIn(url, 'admin');
      const answer = await call<ErrorBody>(url, '/device/configuration?deviceId=dev-00011', {
        method: 'POST',
        token,
        body: bodyWithOrder(order),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error.message).toBe('configurations[0].order must be a whole number from 0 to 4');
      expect(store.data.configurations.some((config) => config.deviceId === 'dev-00011')).toBe(false);
    },
  );

  it('accept an order in range', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await call(url, '/device/configuration?deviceId=dev-00011', {
      method: 'POST',
      token,
      body: bodyWithOrder('1'),
    });
    expect(answer.status).toBe(200);
  });
});
