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
