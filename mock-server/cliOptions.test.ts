import { describe, expect, it } from 'vitest';
import { DEFAULT_DB_FILE, optionsFromEnv } from './cliOptions';
import { DEFAULT_ALLOWED_ORIGINS } from './constants';

describe('optionsFromEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(optionsFromEnv({}, [])).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dbFile: DEFAULT_DB_FILE,
      reset: false,
      devices: 40,
      tokenTtlSeconds: 900,
      sessionMaxSeconds: 28_800,
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      downloadAllow: ['self'],
    });
    expect(DEFAULT_DB_FILE.replaceAll('\\', '/')).toMatch(/mock-server\/data\/db\.json$/);
  });

  it('reads every variable and the --reset flag', () => {
    const options = optionsFromEnv(
      {
        MOCK_PORT: '4010',
        MOCK_DB: '/tmp/other.json',
        MOCK_DEVICES: '10000',
        MOCK_TOKEN_TTL: '60',
        MOCK_SESSION_MAX: '120',
        MOCK_ORIGINS: ' http://localhost:8000 , https://console.example ,',
        MOCK_DC_URL: ' https://dc.example ',
        MOCK_DOWNLOAD_ALLOW: 'self, http://127.0.0.1:9000/media/',
      },
      ['--reset'],
    );
    expect(options).toMatchObject({
      port: 4010,
      dbFile: '/tmp/other.json',
      devices: 10_000,
      tokenTtlSeconds: 60,
      sessionMaxSeconds: 120,
      reset: true,
      deviceControlUrl: 'https://dc.example',
      downloadAllow: ['self', 'http://127.0.0.1:9000/media/'],
    });
    expect(optionsFromEnv({ MOCK_DOWNLOAD_ALLOW: '' }, []).downloadAllow).toEqual([]);
    expect(options.allowedOrigins).toEqual([
      ...DEFAULT_ALLOWED_ORIGINS,
      'http://localhost:8000',
      'https://console.example',
    ]);
  });

  it('refuses values that are not whole numbers in range, bad origins and unknown arguments', () => {
    expect(() => optionsFromEnv({ MOCK_PORT: 'abc' }, [])).toThrow(/MOCK_PORT/);
    expect(() => optionsFromEnv({ MOCK_PORT: '70000' }, [])).toThrow(/0 to 65535/);
    expect(() => optionsFromEnv({ MOCK_DEVICES: '-5' }, [])).toThrow(/MOCK_DEVICES/);
    expect(() => optionsFromEnv({ MOCK_TOKEN_TTL: '0' }, [])).toThrow(/MOCK_TOKEN_TTL/);
    expect(() => optionsFromEnv({ MOCK_SESSION_MAX: '1.5' }, [])).toThrow(/MOCK_SESSION_MAX/);
    expect(() => optionsFromEnv({ MOCK_ORIGINS: 'localhost:5173' }, [])).toThrow(/not an origin/);
    expect(() => optionsFromEnv({ MOCK_ORIGINS: 'http://localhost:5173/app' }, [])).toThrow(/not an origin/);
    expect(() => optionsFromEnv({ MOCK_DC_URL: 'dc.example' }, [])).toThrow(/MOCK_DC_URL/);
    expect(() => optionsFromEnv({ MOCK_DC_URL: 'https://dc.example/api' }, [])).toThrow(/not an origin/);
    expect(() => optionsFromEnv({ MOCK_DOWNLOAD_ALLOW: 'file:///etc/' }, [])).toThrow(/MOCK_DOWNLOAD_ALLOW/);
    expect(() => optionsFromEnv({}, ['--rest'])).toThrow(/Unknown argument --rest/);
  });
});
