/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './contract/languages';

const SCRIPT = readFileSync('public/browserCheck.js', 'utf8');
const { browserslist } = JSON.parse(readFileSync('package.json', 'utf8')) as { browserslist: string[] };

interface FakeNode {
  text: string;
  children: FakeNode[];
  appendChild(child: FakeNode): void;
  setAttribute(): void;
}
const node = (): FakeNode => ({
  text: '',
  children: [],
  appendChild(child) {
    this.children.push(child);
  },
  setAttribute() {},
});
const textOf = (item: FakeNode): string => item.text + item.children.map(textOf).join('');

const CHROME_UA = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const EDGE_UA = (version: number) => `${CHROME_UA(version)} Edg/${version}.0.0.0`;
const FIREFOX_UA = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;
const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Safari/605.1.15';

interface Browser {
  /** The features of 2022 (structuredClone, findLast, Object.hasOwn), as Chrome 98 or Firefox 104 have them. */
  modern: boolean;
  /** MathML elements: Chrome 109, Firefox 71, Safari 14.1. */
  mathMl?: boolean;
  languages: string[];
  userAgent?: string;
}

/** Runs the check as a browser with these features and languages would, and returns what the page shows. */
const run = ({ modern, mathMl = modern, languages, userAgent = CHROME_UA(120) }: Browser) => {
  const attributes = new Map<string, string>();
  const body = Object.assign(node(), { innerHTML: '' });
  const document = {
    body,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    createElement: () => node(),
    createTextNode: (text: string) => Object.assign(node(), { text }),
    addEventListener: () => undefined,
  };
  const ArrayFake = function () {} as unknown as { prototype: Record<string, unknown> };
  ArrayFake.prototype = modern ? { findLast: () => undefined } : {};
  runInNewContext(SCRIPT, {
    window: {
      structuredClone: modern ? () => undefined : undefined,
      MathMLElement: mathMl ? function MathMLElement() {} : undefined,
      localStorage: { getItem: () => null },
    },
    document,
    navigator: { languages, language: languages[0], userAgent },
    Array: ArrayFake,
    Object: { hasOwn: modern ? () => true : undefined },
    String,
    Number,
  });
  return {
    text: textOf(body),
    unsupported: attributes.has('data-unsupported-browser'),
    lang: attributes.get('lang'),
  };
};

describe('the browser check (public/browserCheck.js)', () => {
  it('leaves a supported browser alone', () => {
    expect(run({ modern: true, languages: ['de-DE'] })).toEqual({
      text: '',
      unsupported: false,
      lang: undefined,
    });
  });

  it('tells an older browser, in its language, which browsers work', () => {
    const german = run({ modern: false, languages: ['de-DE', 'en'] });
    expect(german.unsupported).toBe(true);
    expect(german.lang).toBe('de');
    expect(german.text).toContain('Dieser Browser ist zu alt für Device Manager');
    expect(german.text).toContain('Chrome 109, Edge 121, Firefox 115, Safari 15.4');
    const english = run({ modern: false, languages: ['pt-BR'] });
    expect(english.lang).toBe('en');
    // "or newer" after the list read as Safari's alone: the versions stand as a list after a colon.
    expect(english.text).toBe(
      'This browser is too old for Device Manager' +
        'Device Manager works in these browsers and their newer versions: Chrome 109, Edge 121, Firefox 115, ' +
        'Safari 15.4. Update your browser, or open this address in one of them.',
    );
  });

  it('holds every browser to the oldest version package.json names', () => {
    const supported = (browser: Omit<Browser, 'languages'>) =>
      !run({ ...browser, languages: ['en'] }).unsupported;
    // Chrome 98 to 108 have every feature of 2022 but not MathML, which came with 109.
    for (const version of [98, 104, 108])
      expect(
        supported({ modern: true, mathMl: false, userAgent: CHROME_UA(version) }),
        `Chrome ${version}`,
      ).toBe(false);
    expect(supported({ modern: true, userAgent: CHROME_UA(109) })).toBe(true);
    expect(supported({ modern: true, userAgent: EDGE_UA(120) })).toBe(false);
    expect(supported({ modern: true, userAgent: EDGE_UA(121) })).toBe(true);
    expect(supported({ modern: true, userAgent: FIREFOX_UA(114) })).toBe(false);
    expect(supported({ modern: true, userAgent: FIREFOX_UA(115) })).toBe(true);
    expect(supported({ modern: true, userAgent: SAFARI_UA })).toBe(true);
    expect(supported({ modern: true, userAgent: 'SomethingElse/1.0' })).toBe(true);
  });

  it('is written in ES5, which every browser it exists for can read', () => {
    expect(() => parse(SCRIPT, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  });

  it('speaks every UI language', () => {
    for (const code of LANGUAGE_CODES) expect(run({ modern: false, languages: [code] }).lang).toBe(code);
  });

  it('names the browsers of package.json "browserslist"', () => {
    const named = /var BROWSERS = '([^']+)'/.exec(SCRIPT)?.[1] ?? '';
    const fromList = browserslist
      .filter((entry) => !entry.startsWith('ios_saf'))
      .map((entry) => {
        const [name, version] = entry.split('>=').map((part) => part.trim());
        return `${name[0].toUpperCase()}${name.slice(1)} ${version}`;
      })
      .join(', ');
    expect(named).toBe(fromList);
  });
});
