import { describe, expect, it } from 'vitest';
import { formToPayload, ruleToForm } from './ruleModel';
import {
  addRuleUsers,
  removeRuleUser,
  ruleUserChips,
  userNamedBy,
  userWithUid,
  type DirectoryUser,
} from './ruleUsers';

const user = (uid: string, name: string): DirectoryUser => ({ uid, name, email: `${uid}@acme.example` });
const ZOE = user('acme-u0001', 'Zoë Martin');
const SAM = user('acme-u0002', 'Sam Berg');

describe('the users of a rule', () => {
  it('adds picked users by uid once, whatever the case, and removes them', () => {
    expect(addRuleUsers([], [ZOE])).toEqual(['acme-u0001']);
    expect(addRuleUsers(['ACME-U0001'], [ZOE, SAM])).toEqual(['ACME-U0001', 'acme-u0002']);
    expect(removeRuleUser(['acme-u0001', 'acme-u0002'], 'ACME-u0001')).toEqual(['acme-u0002']);
  });

  it('shows a known user by name and an unknown entry as typed', () => {
    const known = new Map([[ZOE.uid, ZOE]]);
    expect(ruleUserChips('acme-u0001,alex', known)).toEqual([
      { key: 'acme-u0001', label: 'Zoë Martin', title: 'acme-u0001@acme.example · acme-u0001' },
      { key: 'alex', label: 'alex' },
    ]);
    expect(userWithUid([SAM, ZOE], 'ACME-U0001')).toBe(ZOE);
    expect(userWithUid([SAM], 'acme-u0001')).toBeUndefined();
    expect(userNamedBy([SAM, ZOE], ' ACME-U0001@acme.example ')).toBe(ZOE);
    expect(userNamedBy([SAM, ZOE], 'Zoë')).toBeUndefined();
  });

  it('goes from the stored comma list to chips and back to the same comma list', () => {
    const form = ruleToForm({ users: 'acme-u0001, admin' });
    const picked = addRuleUsers(form.users, [SAM, ZOE]);
    expect(formToPayload({ ...form, users: picked }).users).toBe('acme-u0001,admin,acme-u0002');
    expect(formToPayload({ ...form, users: removeRuleUser(picked, 'admin') }).users).toBe(
      'acme-u0001,acme-u0002',
    );
    expect(formToPayload({ ...form, users: [] }).users).toBe('');
  });
});
