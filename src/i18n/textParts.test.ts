import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../config';
import { flattenMessages, type Messages } from './messages';

/**
 * A language's texts come in two parts (src/i18n/index.ts): the sign-in texts of the first load and the shell's
 * page texts. Each language's files name the sign-in domains again; here they must split every text of the
 * language (`<code>.ts`: react-admin's and every domain's) into two parts, without losing or sharing one.
 */
const load = (pattern: Record<string, Messages>, folder: string, code: string) =>
  Object.keys(flattenMessages(pattern[`./${folder}${code}.ts`]));
const whole = import.meta.glob<Messages>('./??.ts', { eager: true, import: 'default' });
const signIn = import.meta.glob<Messages>('./signIn/??.ts', { eager: true, import: 'default' });
const pages = import.meta.glob<Messages>('./afterSignIn/??.ts', { eager: true, import: 'default' });

describe('the two parts of each language', () => {
  it.each(UI_LANGUAGES)('%s: sign-in and page texts together are every text, each in one part', (code) => {
    const first = load(signIn, 'signIn/', code);
    const later = load(pages, 'afterSignIn/', code);

    expect(first.filter((key) => later.includes(key))).toEqual([]);
    expect([...first, ...later].sort()).toEqual(load(whole, '', code).sort());
  });

  it('keeps the sign-in texts in the first part and a page domain in the second', () => {
    const first = flattenMessages(signIn['./signIn/en.ts']);
    const later = flattenMessages(pages['./afterSignIn/en.ts']);

    expect(first['dm.login.submit']).toBe('Sign in');
    expect(first['ra.action.save']).toBe('Save');
    expect(later['dm.qbicConfig.title']).toBe('Start configuration');
    expect(first['dm.qbicConfig.title']).toBeUndefined();
  });
});
