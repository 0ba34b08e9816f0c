import type { DirectoryUser } from '../../domain/workplace/types';

/** A placeholder entry of the user suggestions (001 §3: id -1 and a message key). */
export interface PlaceholderUser {
  id: -1;
  message: 'message_no_users_found' | 'message_too_many_users';
}
export type UserOption = DirectoryUser | PlaceholderUser;
export const isPlaceholder = (option: UserOption): option is PlaceholderUser => option.id === -1;

/** The suggestions for a search answer: the users, or one placeholder saying why there are none. */
export function searchOptions(answer: { users: DirectoryUser[] } | { status: number }): UserOption[] {
  if ('users' in answer) {
    return answer.users.length > 0 ? answer.users : [{ id: -1, message: 'message_no_users_found' }];
  }
  return answer.status === 403 ? [{ id: -1, message: 'message_too_many_users' }] : [];
}

/**
 * The label of each chosen user: the name, and where two chosen users share it, the name with the e-mail (or the
 * login when the e-mail is shared or blank too), so that identical chips never stand side by side.
 */
export function userLabels(users: readonly DirectoryUser[]): string[] {
  const count = (values: readonly string[], value: string) => values.filter((one) => one === value).length;
  const names = users.map((user) => user.name.trim().toLowerCase());
  const emails = users.map((user) => user.email.trim().toLowerCase());
  return users.map((user, index) => {
    if (count(names, names[index]) < 2) return user.name;
    const detail =
      user.email.trim() && count(emails, emails[index]) < 2 ? user.email : user.mcsLoginID || user.uid;
    return `${user.name} (${detail})`;
  });
}
