import { describe, expect, it } from 'vitest';
import { appLinks, appUrl, regionOf, showAppsPanel } from './appLinks';

const DOMAIN = 'workplace.example';
const CONSOLE = 'https://dm.example.net/';
const ids = (input: Partial<Parameters<typeof appLinks>[0]>) =>
  appLinks({
    platformUrl: 'https://acme.eu.workplace.example',
    consoleUrl: CONSOLE,
    isAdmin: false,
    organizationIsAdmin: false,
    domain: DOMAIN,
    ...input,
  }).map((link) => link.id);

describe('regionOf', () => {
  it.each([
    ['https://acme.eu.workplace.example', 'eu'],
    ['https://acme.us.workplace.example/api', 'us'],
    ['https://US.WORKPLACE.EXAMPLE', 'us'],
    ['https://acme.workplace.example', 'eu'],
    ['https://workplace.example', 'eu'],
  ])('%s is in region %s', (url, region) => {
    expect(regionOf(url, DOMAIN)).toBe(region);
  });

  it.each([
    'http://127.0.0.1:3001',
    'https://evilworkplace.example',
    'https://workplace.example.evil.net',
    'nope',
  ])('%s is not a product host', (url) => {
    expect(regionOf(url, DOMAIN)).toBeNull();
  });
});

describe('appUrl', () => {
  it('uses the alias hosts of the platform region on a product host', () => {
    expect(appUrl('go', 'https://acme.us.workplace.example', DOMAIN)).toBe(
      'https://go.us.workplace.example/',
    );
    expect(appUrl('studio', 'https://acme.workplace.example', DOMAIN)).toBe(
      'https://studio.eu.workplace.example/',
    );
  });

  it('puts the apps under the platform anywhere else', () => {
    expect(appUrl('go', 'http://127.0.0.1:3001/', DOMAIN)).toBe('http://127.0.0.1:3001/go/');
    expect(appUrl('studio', 'http://127.0.0.1:3001', DOMAIN)).toBe('http://127.0.0.1:3001/studio/');
  });
});

describe('appLinks', () => {
  it('shows an admin of a customer organization Go, Studio and Device Control', () => {
    expect(ids({ isAdmin: true })).toEqual(['go', 'studio', 'devicecontrol']);
  });

  it('hides Go from an admin organization and Studio from non-admins', () => {
    expect(ids({ isAdmin: true, organizationIsAdmin: true })).toEqual(['studio', 'devicecontrol']);
    expect(ids({ isAdmin: false })).toEqual(['go', 'devicecontrol']);
    expect(ids({ isAdmin: false, organizationIsAdmin: true })).toEqual(['devicecontrol']);
  });

  it('marks Device Control active, at this console, and only it', () => {
    const links = appLinks({
      platformUrl: 'http://127.0.0.1:3001',
      consoleUrl: CONSOLE,
      isAdmin: true,
      organizationIsAdmin: false,
    });
    expect(links.filter((link) => link.active)).toEqual([
      { id: 'devicecontrol', url: CONSOLE, active: true },
    ]);
  });

  it('shows the panel only with more than one app', () => {
    expect(showAppsPanel([{ id: 'devicecontrol', url: CONSOLE, active: true }])).toBe(false);
    expect(
      showAppsPanel([
        { id: 'go', url: 'x', active: false },
        { id: 'devicecontrol', url: CONSOLE, active: true },
      ]),
    ).toBe(true);
  });
});
