import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SCREEN_DURATION } from '../../src/contract/constants';
import { blankEntry } from '../../src/domain/configuration/configurationModel';
import type { MockServer } from '../app';
import type { DbData } from '../db/types';
import { call, mockServers, signIn, type Answer, type ErrorBody } from '../test/harness';
import { everythingBut, newIds, together, type Target } from '../test/races';

/**
 * The race harness over the JSON write routes: for each, 2 and 8 writers at the same moment, with one and with
 * mixed starting versions, alone and mixed with a delete of the same record. Whatever the order, a conditional
 * write has exactly one winner (the others get the route's conflict code), no record but the target changes in
 * any tenant, and a restart finds what was answered.
 */

const { start } = mockServers();
type Send = <T = Body>(method: string, path: string, body?: unknown) => Promise<Answer<T>>;
type Body = { success: boolean; result: Record<string, unknown>; error: ErrorBody['error'] };

interface Raced {
  /** What the writers change: the record of `setup`, or records they create. */
  targets: Target[];
  /** Anything the writers need (the record as read, its version). */
  record: Record<string, unknown>;
}

interface RaceRoute {
  name: string;
  user: string;
  setup(send: Send): Promise<Raced>;
  /** One writer; `fresh` false: it started from an older version than the stored one. */
  write(send: Send, raced: Raced, writer: number, fresh: boolean): Promise<Answer<Body>>;
  remove?(send: Send, raced: Raced): Promise<Answer<Body>>;
  /** The answer every loser of a conditional write gets; none for a write where the last one wins. */
  conflict?: { status: number; code: number };
}

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const resultOf = (answer: Answer<Body>) => ok(answer).result;

const RULE = {
  app: 'FD',
  contentId: 'content-acme-intranet',
  contentType: 'URL',
  viewAs: 'ACTION_TILE',
  when: 'APP_OPEN',
  locations: 'loc-acme-0',
  users: '',
  minDuration: 0,
  description: '',
};
const THEME = {
  type: 'RD',
  name: 'Atrium',
  mode: 'dark',
  accentColor: '#00838F',
  logoType: 'text',
  logoText: 'A',
};
const STALE_DATE = '2000-01-01T00:00:00.000Z';

/** A theme or profile: versioned, 409 with the kind's code when stale. */
const lookRoute = (noun: 'theme' | 'profile', code: number): RaceRoute => ({
  name: `PUT /${noun}`,
  user: 'admin',
  setup: async (send) => {
    const body =
      noun === 'theme'
        ? THEME
        : { ...resultOf(await send('GET', '/profile?id=prof-acme-rd-1')), id: undefined, name: 'Raced' };
    const record = resultOf(await send('POST', `/${noun}`, body));
    return { targets: [{ collection: `${noun}s`, id: record.id as string }], record };
  },
  write: (send, { record }, writer, fresh) =>
    send('PUT', `/${noun}`, {
      ...record,
      name: `${noun} ${writer}`,
      version: fresh ? record.version : (record.version as number) - 1,
    }),
  remove: (send, { record }) => send('DELETE', `/${noun}?id=${String(record.id)}`),
  conflict: { status: 409, code },
});

const configEntry = (room: string) => ({
  ...blankEntry('RD', DEFAULT_HOME_SCREEN_DURATION),
  appType: 'RD',
  roomConfiguration: {
    roomUUID: room,
    profileId: 'prof-acme-rd-1',
    region: 'reg-acme-1',
    room,
    resourceId: room,
    themeId: 'theme-acme-rd-2',
  },
});

const ROUTES: RaceRoute[] = [
  {
    name: 'PUT /customcontent/rule',
    user: 'contentadmin',
    setup: async (send) => {
      const record = resultOf(await send('POST', '/customcontent/rule', { ...RULE, name: 'Raced rule' }));
      return { targets: [{ collection: 'contentRules', id: record.id as string }], record };
    },
    write: (send, { record }, writer, fresh) =>
      send('PUT', '/customcontent/rule', {
        ...record,
        description: `writer ${writer}`,
        modifiedDate: fresh ? record.modifiedDate : STALE_DATE,
      }),
    remove: (send, { record }) => send('DELETE', `/customcontent/rule?ruleid=${String(record.id)}`),
    conflict: { status: 409, code: 80001 },
  },
  {
    name: 'POST /customcontent/rule with one name',
    user: 'contentadmin',
    setup: async () => ({ targets: [], record: {} }),
    write: (send, _raced, writer) =>
      send('POST', '/customcontent/rule', { ...RULE, name: writer % 2 ? 'Lobby  news' : 'lobby news' }),
    conflict: { status: 409, code: 80004 },
  },
  lookRoute('theme', 60011),
  lookRoute('profile', 70010),
  {
    name: 'POST /theme with one label',
    user: 'admin',
    setup: async () => ({ targets: [], record: {} }),
    write: (send, _raced, writer) =>
      send('POST', '/theme', { ...THEME, name: writer % 2 ? 'Foyer' : 'foyer' }),
    conflict: { status: 409, code: 60012 },
  },
  {
    name: 'POST /tenant/ranges with one range',
    user: 'admin',
    setup: async () => ({
      targets: [{ collection: 'ipRanges', where: (range) => range.tenantId === 'acme' }],
      record: {},
    }),
    write: (send, _raced, writer) =>
      send('POST', '/tenant/ranges', { name: `Range ${writer}`, firstIp: '10.9.0.1', lastIp: '10.9.0.20' }),
    conflict: { status: 409, code: 90004 },
  },
  {
    name: 'PUT /rest/workplace/config',
    user: 'admin',
    setup: async (send) => {
      const record = resultOf(await send('GET', '/rest/workplace/admin/config?preview=0'));
      const mine = (record: Record<string, unknown>) => record.tenantId === 'acme';
      return {
        targets: [
          { collection: 'workplaceConfigs', where: mine },
          { collection: 'workplaceStamps', where: mine },
        ],
        record,
      };
    },
    write: (send, { record }, writer, fresh) =>
      send('PUT', '/rest/workplace/config', {
        theme: { ...(record.theme as object), accentColor: `#00000${writer}` },
        features: record.features,
        lastModified: fresh ? record.lastModified : (record.lastModified as number) - 1,
      }),
    remove: (send) => send('DELETE', '/rest/workplace/preview'),
    conflict: { status: 409, code: 12409 },
  },
  {
    name: 'POST /device/configuration',
    user: 'admin',
    setup: async () => ({
      targets: [
        { collection: 'devices', id: 'dev-00011' },
        { collection: 'configurations', where: (config) => config.deviceId === 'dev-00011' },
      ],
      record: {},
    }),
    write: (send, _raced, writer) =>
      send('POST', '/device/configuration?deviceId=dev-00011', {
        configurations: [configEntry(`room-acme-${writer + 1}`)],
      }),
    remove: (send) => send('DELETE', '/device?isDevice=false&id=dev-00011'),
    conflict: { status: 409, code: 50003 },
  },
  {
    name: 'POST /device/label',
    user: 'admin',
    setup: async () => {
      // Unlinking takes the device's configuration and screenshots along.
      const ofDevice = (record: Record<string, unknown>) => record.deviceId === 'dev-00002';
      return {
        targets: [
          { collection: 'devices', id: 'dev-00002' },
          { collection: 'configurations', where: ofDevice },
          { collection: 'screenshots', where: ofDevice },
        ],
        record: {},
      };
    },
    write: (send, _raced, writer) => send('POST', '/device/label?id=dev-00002', { value: `Label ${writer}` }),
    remove: (send) => send('DELETE', '/device?isDevice=false&id=dev-00002'),
  },
  {
    name: 'PUT /tenant/settings',
    user: 'admin',
    setup: async (send) => {
      const record = resultOf(await send('GET', '/tenant/settings'));
      return { targets: [{ collection: 'tenantSettings', where: (s) => s.tenantId === 'acme' }], record };
    },
    write: (send, { record }, writer) =>
      send('PUT', '/tenant/settings', { ...record, emailId: `ops${writer}@acme.example` }),
  },
];

interface Variant {
  writers: number;
  fresh: 'one' | 'mixed';
  withDelete: boolean;
}
const variantsOf = (route: RaceRoute): Variant[] =>
  [2, 8].flatMap((writers) =>
    (route.conflict ? (['one', 'mixed'] as const) : (['one'] as const)).flatMap((fresh) =>
      (route.remove ? [false, true] : [false]).map((withDelete) => ({ writers, fresh, withDelete })),
    ),
  );

const snapshot = (mock: MockServer): DbData => JSON.parse(JSON.stringify(mock.store.data)) as DbData;

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const variant of variantsOf(route)) {
      const { writers, fresh, withDelete } = variant;
      it(`${writers} writers, ${fresh} version${withDelete ? ', and a delete' : ''}`, async () => {
        const mock = await start();
        const token = await signIn(mock.url, route.user);
        const send: Send = (method, path, body) => call(mock.url, path, { method, token, body });
        const raced = await route.setup(send);
        const before = snapshot(mock);
        const isFresh = (writer: number) => fresh === 'one' || writer % 2 === 0;
        const calls = Array.from(
          { length: writers },
          (_, writer) => () => route.write(send, raced, writer, isFresh(writer)),
        );
        if (withDelete && route.remove)
          calls.push(() => route.remove?.(send, raced) as Promise<Answer<Body>>);
        const answers = await together(calls.length, (index) => calls[index]());
        const written = answers.slice(0, writers);
        const winners = written.filter((answer) => answer.status === 200);

        if (withDelete) expect(answers[writers].status).toBe(200);
        if (!route.conflict) {
          for (const answer of written) expect([200, 404]).toContain(answer.status);
          if (!withDelete) expect(winners).toHaveLength(writers);
        } else {
          if (withDelete) expect(winners.length).toBeLessThanOrEqual(1);
          else expect(winners).toHaveLength(1);
          for (const answer of written.filter((one) => one.status !== 200)) {
            if (answer.status === 404) expect(withDelete).toBe(true);
            else
              expect([answer.status, answer.body.error.code]).toEqual([
                route.conflict.status,
                route.conflict.code,
              ]);
          }
          written.forEach((answer, writer) => {
            if (!isFresh(writer)) expect(answer.status).not.toBe(200);
          });
        }

        const after = snapshot(mock);
        const targets = [...raced.targets];
        for (const collection of new Set(targets.map((target) => target.collection)))
          for (const id of newIds(before, after, collection)) targets.push({ collection, id });
        for (const collection of ['contentRules', 'themes', 'profiles', 'configurations'] as const)
          for (const id of newIds(before, after, collection)) targets.push({ collection, id });
        expect(everythingBut(after, targets)).toBe(everythingBut(before, targets));
        await mock.close();
        const again = await start({ dbFile: mock.store.file });
        expect(JSON.stringify(everythingBut(again.store.data, []))).toBe(
          JSON.stringify(everythingBut(after, [])),
        );
      });
    }
  });
}
