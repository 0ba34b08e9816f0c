import { describe, expect, it, vi } from 'vitest';
import type { DirectoryUser } from '../../../domain/workplace/types';
import {
  addTypedUsers,
  addUser,
  formFromSettings,
  isDirty,
  removeUser,
  saveProblem,
  searchOptions,
  SETTINGS_ERRORS,
  settingsOf,
} from './settingsForm';

const user = (number: number, name = `User ${number}`): DirectoryUser => ({
  id: number,
  name,
  email: `user${number}@acme.example`,
  uid: `acme-u${String(number).padStart(4, '0')}`,
  mcsLoginID: `user${number}`,
});
const DIRECTORY = [user(1, 'Zoë Müller'), user(2), user(3)];
const lookup = vi.fn(async (entry: string) =>
  DIRECTORY.filter((item) => `${item.email} ${item.uid}`.toLowerCase().includes(entry.toLowerCase())),
);
const empty = formFromSettings({ emailIDs: '', isPreviewEnabled: false, users: [] });

describe('workplace settings form (001 §5 user entry)', () => {
  it('adds a user once (case-insensitive uid) and removes it', () => {
    const once = addUser(addUser(empty, user(1)), { ...user(1), uid: 'ACME-U0001' });
    expect(once.users).toHaveLength(1);
    expect(removeUser(once, 'acme-u0001').users).toEqual([]);
    expect(settingsOf(addUser(once, user(2)))).toEqual({
      emailIDs: 'acme-u0001,acme-u0002',
      isPreviewEnabled: false,
    });
  });

  it('adds typed e-mail addresses and uids that name a user; the others stay in the field with the error', async () => {
    const typed = { ...empty, input: 'user2@acme.example, nobody@acme.example , ACME-U0003, not an entry' };
    const next = await addTypedUsers(typed, lookup);
    expect(next.users.map((item) => item.uid)).toEqual(['acme-u0002', 'acme-u0003']);
    expect(next).toMatchObject({ input: 'nobody@acme.example, not an entry', inputInvalid: true });
    expect(saveProblem(next)).toBe(SETTINGS_ERRORS.invalidUser);
    expect(lookup).not.toHaveBeenCalledWith('not an entry');
  });

  it('keeps an entry whose lookup fails, with the error', async () => {
    const failing = async () => Promise.reject(new Error('network'));
    const next = await addTypedUsers({ ...empty, input: 'user1@acme.example' }, failing);
    expect(next).toMatchObject({ users: [], input: 'user1@acme.example', inputInvalid: true });
  });

  it('refuses to save with preview on and no user, and while typed text remains', () => {
    expect(saveProblem({ ...empty, isPreviewEnabled: true })).toBe(SETTINGS_ERRORS.minimumUsers);
    expect(saveProblem({ ...empty, input: 'zoe' })).toBe(SETTINGS_ERRORS.pendingUser);
    expect(saveProblem(addUser({ ...empty, isPreviewEnabled: true }, user(1)))).toBeNull();
    expect(saveProblem(empty)).toBeNull();
  });

  it('is dirty after a change or with typed text', () => {
    expect(isDirty(empty, empty)).toBe(false);
    expect(isDirty(empty, { ...empty, isPreviewEnabled: true })).toBe(true);
    expect(isDirty(empty, { ...empty, input: 'x' })).toBe(true);
  });

  it('turns search answers into suggestions: users, or a placeholder with id -1 and its message', () => {
    expect(searchOptions({ users: [user(1)] })).toEqual([user(1)]);
    expect(searchOptions({ users: [] })).toEqual([{ id: -1, message: 'message_no_users_found' }]);
    expect(searchOptions({ status: 403 })).toEqual([{ id: -1, message: 'message_too_many_users' }]);
    expect(searchOptions({ status: 500 })).toEqual([]);
  });
});
