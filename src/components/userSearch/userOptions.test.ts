import { describe, expect, it } from 'vitest';
import type { DirectoryUser } from '../../domain/workplace/types';
import { userLabels } from './userOptions';

const user = (uid: string, name: string, email: string, mcsLoginID = uid): DirectoryUser => ({
  uid,
  name,
  email,
  mcsLoginID,
  id: Number(uid.replace(/\D/g, '')),
});

describe('the labels of the chosen users', () => {
  it('is the name alone when no other chosen user has it', () => {
    expect(
      userLabels([user('u1', 'Ann Lee', 'ann@acme.test'), user('u2', 'Bo Berg', 'bo@acme.test')]),
    ).toEqual(['Ann Lee', 'Bo Berg']);
  });

  it('adds the e-mail to a name two users share (case and spaces ignored), and the login when that is shared too', () => {
    expect(
      userLabels([
        user('u1', 'Ann Lee', 'ann@acme.test'),
        user('u2', 'ann lee ', 'ann.lee@acme.test'),
        user('u3', 'Bo Berg', ''),
        user('u4', 'Bo Berg', '', 'bberg'),
      ]),
    ).toEqual(['Ann Lee (ann@acme.test)', 'ann lee  (ann.lee@acme.test)', 'Bo Berg (u3)', 'Bo Berg (bberg)']);
  });
});
