/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
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

/** Runs the check as a browser with these features and languages would, and returns what the page shows. */
const run = ({ modern, languages }: { modern: boolean; languages: string[] }) => {
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
    window: { structuredClone: modern ? () => undefined : undefined, localStorage: { getItem: () => null } },
    document,
    navigator: { languages, language: languages[0] },
    Array: ArrayFake,
    Object: { hasOwn: modern ? () => true : undefined },
    String,
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
    expect(run({ modern: false, languages: ['pt-BR'] }).lang).toBe('en');
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
