import type { DirectoryUser } from '../../../src/domain/workplace/types';
import { foldForSearch, seedDirectory } from '../../db/seedDirectory';

/** A tenant's user directory, with each user's text folded for search and the users by uid (lower case). */
export interface Directory {
  users: DirectoryUser[];
  folded: string[];
  byUid: Map<string, DirectoryUser>;
}

/** The directories of one server, each built on first use per tenant and kept: a directory never changes. */
export function userDirectories(): (tenantId: string) => Directory {
  const directories = new Map<string, Directory>();
  return (tenantId) => {
    let directory = directories.get(tenantId);
    if (!directory) {
      const users = seedDirectory(tenantId);
      directory = {
        users,
        folded: users.map((user) =>
          foldForSearch(`${user.name} ${user.uid} ${user.email} ${user.mcsLoginID}`),
        ),
        byUid: new Map(users.map((user) => [user.uid.toLowerCase(), user])),
      };
      directories.set(tenantId, directory);
    }
    return directory;
  };
}
