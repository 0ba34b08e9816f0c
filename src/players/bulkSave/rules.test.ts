import { describe, expect, it } from 'vitest';
import {
  contentModeOf,
  extensionsLabel,
  hasAcceptedExtension,
  isHttpUrl,
  isScheduleTime,
  isUrlEndingWith,
} from './rules';

describe('URL rules', () => {
  it.each([
    ['http://example.com', true],
    ['https://example.com/page?x=1', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['  https://example.com  ', true],
    ['ftp://example.com', false],
    ['example.com', false],
    ['http://', false],
    ['https://exa mple.com', false],
    ['', false],
    ['javascript:alert(1)', false],
  ])('%j is a valid URL: %s', (value, valid) => {
    expect(isHttpUrl(value)).toBe(valid);
  });

  it('takes website mode for a URL and app mode for anything else', () => {
    expect(contentModeOf('https://signage.example.com/smil.xml')).toBe('website');
    expect(contentModeOf('com.vendor.kiosk')).toBe('app');
    expect(contentModeOf('')).toBe('app');
    expect(contentModeOf(undefined)).toBe('app');
  });

  it('wants an XML URL to be a URL ending with .xml, in any case', () => {
    expect(isUrlEndingWith('https://ota.example.com/app.xml', '.xml')).toBe(true);
    expect(isUrlEndingWith('https://ota.example.com/APP.XML', '.xml')).toBe(true);
    expect(isUrlEndingWith('https://ota.example.com/app.xml?v=2', '.xml')).toBe(false);
    expect(isUrlEndingWith('https://ota.example.com/app.zip', '.xml')).toBe(false);
    expect(isUrlEndingWith('ota.example.com/app.xml', '.xml')).toBe(false);
  });
});

describe('file extension rule', () => {
  it.each([
    ['app-2.4.0.apk', ['.apk'], true],
    ['APP-2.4.0.APK', ['.apk'], true],
    ['firmware.Zip', ['.zip'], true],
    ['firmware.zip', ['.apk'], false],
    ['app.apk.txt', ['.apk'], false],
    ['apk', ['.apk'], false],
    ['.apk', ['.apk'], false],
    ['image.zip', ['.apk', '.zip'], true],
  ])('%s with %j accepted: %s', (name, accepted, ok) => {
    expect(hasAcceptedExtension(name, accepted)).toBe(ok);
  });

  it('names the accepted extensions for the snackbar', () => {
    expect(extensionsLabel(['.apk'])).toBe('.apk');
    expect(extensionsLabel(['.apk', '.zip'])).toBe('.apk, .zip');
  });
});

describe('schedule times', () => {
  it.each([
    ['07:30', true],
    ['23:59', true],
    ['00:00', true],
    ['24:00', false],
    ['7:30', false],
    ['07:60', false],
    ['', false],
  ])('%j is a schedule time: %s', (value, ok) => {
    expect(isScheduleTime(value)).toBe(ok);
  });
});
