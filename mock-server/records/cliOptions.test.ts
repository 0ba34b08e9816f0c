import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS } from '../constants';
import { DEFAULT_RECORDS_FILE, recordsOptionsFrom } from './cliOptions';

describe('npm run records: its command line', () => {
  it('defaults to loopback port 3002 beside the mock, trusting the mock platform for 30 s', () => {
    expect(recordsOptionsFrom([])).toEqual({
      port: 3002,
      host: '127.0.0.1',
      dataFile: DEFAULT_RECORDS_FILE,
      platformUrl: 'http://127.0.0.1:3001',
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      trustSeconds: 30,
    });
  });

  it('reads every option, an origin as often as it is given', () => {
    const options = recordsOptionsFrom([
      '--port=4100',
      '--host=::1',
      '--data=/var/lib/records.json',
      '--platform=http://[::1]:3001/',
      '--origin=http://localhost:8080',
      '--origin=https://console.example.com',
      '--trust-seconds=5',
    ]);
    expect(options).toEqual({
      port: 4100,
      host: '::1',
      dataFile: '/var/lib/records.json',
      platformUrl: 'http://[::1]:3001',
      allowedOrigins: ['http://localhost:8080', 'https://console.example.com'],
      trustSeconds: 5,
    });
  });

  it.each([
    [['--port=http'], /--port must be a whole number/],
    [['--trust-seconds=3600'], /--trust-seconds must be a whole number from 0 to 300/],
    [['--platform=ftp://127.0.0.1'], /--platform must be an http\(s\) address/],
    [['--origin=http://localhost:8080/console'], /--origin holds/],
    [['--unknown'], /Unknown option/],
  ])('refuses %j with what it expects', (argv, message) => {
    expect(() => recordsOptionsFrom(argv)).toThrow(message);
  });
});
