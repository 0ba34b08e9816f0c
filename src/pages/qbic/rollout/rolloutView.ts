import { readIdentity } from '../../../authProvider/storedUser';
import type { Rollout, RolloutFile } from '../../../domain/rollout/types';
import { localStore } from '../../../storage/browserStorage';

/** What the rollout card shows besides the rollout: its file, who started it, its notices. */

export const fileFacts = (file: File): RolloutFile => ({
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
});

/** Whether a chosen file is the rollout's own (a reload asks for it again). */
export const sameFile = (rollout: Rollout, file: File): boolean =>
  file.name === rollout.file.name && file.size === rollout.file.size;

export type RolloutNotice = 'otherTab' | 'otherFile' | 'takenOver' | null;

/** Another computer's rollout shown here: who holds it, and whether its browser is there (its lease is live). */
export interface RemoteHold {
  name: string;
  live: boolean;
}

/** What the last "Check again" found: players read, and how many of them are updated now. */
export interface CheckedAgain {
  checked: number;
  updated: number;
}

export const ended = (rollout: Rollout | null) => rollout?.status === 'done' || rollout?.status === 'aborted';

/** The person signed in to this browser now, as a rollout names who started it. */
export const signedInPerson = (): Rollout['startedBy'] => {
  const identity = readIdentity(localStore());
  return identity ? { id: identity.id, name: identity.fullName } : undefined;
};

/** Who started the rollout when it was not the person signed in now (null when it was, or is not known). */
export const startedByOther = (rollout: Rollout, person = signedInPerson()): string | null =>
  rollout.startedBy && person && rollout.startedBy.id !== person.id ? rollout.startedBy.name : null;
