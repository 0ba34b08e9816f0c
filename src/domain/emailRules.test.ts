import { describe, expect, it } from 'vitest';
import { addEmails, isValidEmail, splitEmails } from './emailRules';

describe('email rules', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.com"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    '@b.co',
    'a@.co',
    'a b@c.co',
    'a@b..co',
    'a@-b.co',
    `${'x'.repeat(250)}@b.co`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('splits by commas and trims, dropping empty entries', () => {
    expect(splitEmails(' a@b.co, ,c@d.co ,')).toEqual(['a@b.co', 'c@d.co']);
  });

  it('adds valid entries once (ignoring case) and leaves invalid ones in the field', () => {
    expect(
      addEmails(['Ops@acme.example'], 'ops@ACME.example, new@acme.example, nope, new@acme.example'),
    ).toEqual({
      emails: ['Ops@acme.example', 'new@acme.example'],
      remaining: 'nope',
      invalid: true,
    });
    expect(addEmails([], '  ')).toEqual({ emails: [], remaining: '', invalid: false });
  });
});
