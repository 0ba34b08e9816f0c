import { describe, expect, it } from 'vitest';
import { createPlayerPasswords } from '../../players/playerPasswords';
import { browserPasswordMarks } from './ownPasswordMarks';

describe('the players this console gave a password of their own', () => {
  it('are kept in this browser per tenant, by serial number only, and outlive the visit; their passwords do not', () => {
    const visit = createPlayerPasswords(browserPasswordMarks('acme'));
    visit.setOwn('QB00000003', 'own-pass-1');
    expect(localStorage.getItem('dm.ownPasswords.acme')).toBe('["qb00000003"]');
    expect(JSON.stringify({ ...localStorage })).not.toContain('own-pass-1');

    const next = createPlayerPasswords(browserPasswordMarks('acme'));
    expect(next.setByConsole('qb00000003')).toBe(true);
    expect(next.known('QB00000003')).toBeUndefined();
    expect(createPlayerPasswords(browserPasswordMarks('globex')).setByConsole('QB00000003')).toBe(false);

    next.released('QB00000003');
    expect(localStorage.getItem('dm.ownPasswords.acme')).toBeNull();
  });

  it('reads a damaged entry as no marks', () => {
    localStorage.setItem('dm.ownPasswords.acme', '{not json');
    expect(createPlayerPasswords(browserPasswordMarks('acme')).setByConsole('QB1')).toBe(false);
    localStorage.setItem('dm.ownPasswords.acme', '[1, "qb1"]');
    expect(createPlayerPasswords(browserPasswordMarks('acme')).setByConsole('QB1')).toBe(true);
  });
});
