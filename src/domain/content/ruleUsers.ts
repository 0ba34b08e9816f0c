import { splitList } from './ruleModel';

/** What a rule needs of a directory user (the directory answers more). */
export interface DirectoryUser {
  uid: string;
  name: string;
  email: string;
}

/**
 * The users of a rule as the form holds them: directory uids (000 §3, sent comma-joined), picked with the user
 * search of the workplace settings. A stored entry that is no uid (an older rule typed by hand) stays as it is.
 */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The list with the user's uid added, unless it is already there (case ignored). */
export const addRuleUsers = (value: unknown, users: readonly DirectoryUser[]): string[] => {
  const next = splitList(value);
  for (const user of users) if (!next.some((entry) => same(entry, user.uid))) next.push(user.uid);
  return next;
};

export const removeRuleUser = (value: unknown, uid: string): string[] =>
  splitList(value).filter((entry) => !same(entry, uid));

export interface RuleUserChip {
  key: string;
  label: string;
  title?: string;
}

/** One chip per entry: the user's name when the directory knows it, else the entry itself. */
export const ruleUserChips = (value: unknown, known: ReadonlyMap<string, DirectoryUser>): RuleUserChip[] =>
  splitList(value).map((entry) => {
    const user = known.get(entry.toLowerCase());
    return user
      ? { key: entry, label: user.name, title: `${user.email} · ${user.uid}` }
      : { key: entry, label: entry };
  });

/** The directory entry a uid names, from a search by that uid. */
export const userWithUid = <U extends DirectoryUser>(users: readonly U[], uid: string): U | undefined =>
  users.find((user) => same(user.uid, uid));

/** The one user a typed entry names exactly, by uid or e-mail (Enter without picking a suggestion). */
export const userNamedBy = <U extends DirectoryUser>(users: readonly U[], entry: string): U | undefined =>
  users.find((user) => same(user.uid, entry.trim()) || same(user.email, entry.trim()));
