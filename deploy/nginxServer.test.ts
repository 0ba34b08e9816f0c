import { describe, expect, it } from 'vitest';
import { renderSite, type SiteValues } from './nginxServer';

const VALUES: SiteValues = {
  port: 8088,
  root: 'dist',
  platformOrigins: ['https://platform.example.com/rest', 'https://login.example.com'],
  dcOrigin: 'https://dc.example.com/api',
  playerPort: 8080,
};

/** The Content-Security-Policy of the rendered site file, as directive name → its sources. */
function policyOf(site: string): Map<string, string[]> {
  const header = /add_header\s+Content-Security-Policy\s+"([^"]*)"\s+always;/.exec(site);
  expect(header, 'one Content-Security-Policy header').not.toBeNull();
  const directives = new Map<string, string[]>();
  for (const directive of (header?.[1] ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} given once`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

const BACKENDS = ['https://platform.example.com', 'https://login.example.com', 'https://dc.example.com'];

describe('the production Content-Security-Policy (deploy/device-manager.nginx.conf)', () => {
  it('lets the console reach its backends, the players and content anywhere on the web, and nothing runs but its own code', () => {
    const policy = policyOf(renderSite(VALUES));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // The HEAD on a content URL (000 §7) and outside images (logo addresses, content previews).
    expect(policy.get('connect-src')).toEqual(["'self'", ...BACKENDS, 'http://*:8080', 'http:', 'https:']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...BACKENDS,
      'http://*:8080',
      'http:',
      'https:',
    ]);
    const everySource = [...policy.values()].flat();
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('takes a narrower list of content hosts where the operator gives one', () => {
    const site = renderSite({
      ...VALUES,
      contentSources: ['https://media.example.com', 'https://*.cdn.example'],
    });
    const policy = policyOf(site);
    const content = ['https://media.example.com', 'https://*.cdn.example'];
    expect(policy.get('connect-src')).toEqual(["'self'", ...BACKENDS, 'http://*:8080', ...content]);
    expect(policy.get('img-src')?.slice(-2)).toEqual(content);
    expect(policy.get('connect-src')).not.toContain('https:');
  });

  it.each([
    ["'unsafe-inline'"],
    ['*'],
    ['https://a.example; script-src *'],
    ['javascript:'],
    ['data:'],
    [''],
  ])('refuses %j as a content source: nothing but http:, https: or an http(s) origin', (source) => {
    expect(() => renderSite({ ...VALUES, contentSources: [source] })).toThrow(/content source/);
  });
});
