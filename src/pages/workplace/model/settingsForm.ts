import type {
  DirectoryUser,
  WorkplaceSettings,
  WorkplaceSettingsView,
} from '../../../domain/workplace/types';
import { isValidEmail, splitEmails } from '../../../domain/emailRules';

/**
 * The workplace Settings dialog as pure state and rules (001 §2 workplace variant, §3, §5): the preview
 * toggle and the chosen users, with the e-mail entry rules applied to typed users.
 */
export interface WorkplaceSettingsForm {
  isPreviewEnabled: boolean;
  users: DirectoryUser[];
  /** Text typed in the user field and not added yet. */
  input: string;
  /** The typed text held entries that are no user when last added. */
  inputInvalid: boolean;
}

export const SETTINGS_ERRORS = {
  invalidUser: 'dm.workplace.settings.errors.invalidUser',
  minimumUsers: 'dm.workplace.settings.errors.minimumUsers',
  pendingUser: 'dm.workplace.settings.errors.pendingUser',
} as const;

export { searchOptions } from '../../../components/userSearch/userOptions';

export const formFromSettings = (settings: WorkplaceSettingsView): WorkplaceSettingsForm => ({
  isPreviewEnabled: settings.isPreviewEnabled,
  users: [...settings.users],
  input: '',
  inputInvalid: false,
});

export const settingsOf = (form: WorkplaceSettingsForm): WorkplaceSettings => ({
  emailIDs: form.users.map((user) => user.uid).join(','),
  isPreviewEnabled: form.isPreviewEnabled,
});

export const isDirty = (initial: WorkplaceSettingsForm, form: WorkplaceSettingsForm): boolean =>
  JSON.stringify(settingsOf(initial)) !== JSON.stringify(settingsOf(form)) || form.input.trim() !== '';

const sameUser = (a: DirectoryUser, b: DirectoryUser) => a.uid.toLowerCase() === b.uid.toLowerCase();

/** Adds a user unless already chosen. */
export const addUser = (form: WorkplaceSettingsForm, user: DirectoryUser): WorkplaceSettingsForm =>
  form.users.some((existing) => sameUser(existing, user)) ? form : { ...form, users: [...form.users, user] };

export const removeUser = (form: WorkplaceSettingsForm, uid: string): WorkplaceSettingsForm => ({
  ...form,
  users: form.users.filter((user) => user.uid !== uid),
});

/** A typed entry names a user by e-mail address or uid, exactly (case-insensitive). */
const matches = (entry: string, user: DirectoryUser): boolean => {
  const wanted = entry.toLowerCase();
  return user.email.toLowerCase() === wanted || user.uid.toLowerCase() === wanted;
};
/** An entry that could name a user: an e-mail address, or a uid (no spaces, at least 3 characters). */
const looksLikeUser = (entry: string): boolean => isValidEmail(entry) || /^[\w.-]{3,}$/.test(entry);

/**
 * Adds the typed entries (split by commas, 001 §5): each one that names exactly one user of the directory
 * becomes a chip unless already there; the others stay in the field with the error.
 */
export async function addTypedUsers(
  form: WorkplaceSettingsForm,
  lookup: (entry: string) => Promise<DirectoryUser[]>,
): Promise<WorkplaceSettingsForm> {
  let next: WorkplaceSettingsForm = form;
  const rejected: string[] = [];
  for (const entry of splitEmails(form.input)) {
    let found: DirectoryUser | undefined;
    if (looksLikeUser(entry)) {
      try {
        found = (await lookup(entry)).find((user) => matches(entry, user));
      } catch {
        found = undefined;
      }
    }
    if (found) next = addUser(next, found);
    else rejected.push(entry);
  }
  return { ...next, input: rejected.join(', '), inputInvalid: rejected.length > 0 };
}

/** Why the form cannot be saved (a translation key), or null (001 §5). */
export function saveProblem(form: WorkplaceSettingsForm): string | null {
  if (form.input.trim() !== '')
    return form.inputInvalid ? SETTINGS_ERRORS.invalidUser : SETTINGS_ERRORS.pendingUser;
  if (form.isPreviewEnabled && form.users.length === 0) return SETTINGS_ERRORS.minimumUsers;
  return null;
}
