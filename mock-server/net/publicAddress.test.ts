import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress';

/** The host a URL names, as the WHATWG parser (and so the download proxy) reads it. */
const hostOf = (url: string): string => new URL(url).hostname;

// Pure: nothing here is ever sent anywhere.
const REFUSED: readonly string[] = [
  '127.0.0.1',
  '127.0.0.2',
  '127.255.255.254',
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '100.64.0.1',
  '100.127.255.255',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.10',
  '192.88.99.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.251',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '[::1]',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::127.0.0.1',
  '64:ff9b::7f00:1',
  '100::1',
  '2001::1',
  '2001:db8::1',
  '2002:7f00:1::1',
  '3fff::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fe80::1%eth0',
  'fec0::1',
  'ff02::1',
  'localhost',
  '',
  'not an address',
];

const PUBLIC: readonly string[] = [
  '1.1.1.1',
  '8.8.8.8',
  '93.184.216.34',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.167.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '::ffff:8.8.8.8',
  '2606:4700:4700::1111',
  '2a00:1450:4001::200e',
  '2001:4860::8888',
];

describe('which addresses the download proxy may reach', () => {
  it.each(REFUSED)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::1]/', '[::1]'],
    ['http://[0:0:0:0:0:0:0:1]/', '[::1]'],
    ['http://0/', '0.0.0.0'],
    ['http://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254'],
  ])('reads the odd form %s as %s, which is refused', (url, host) => {
    expect(hostOf(url)).toBe(host);
    expect(isPublicAddress(hostOf(url))).toBe(false);
  });
});
