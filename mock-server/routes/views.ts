import type { Device, User } from '../db/types';

/** The user shape of the central auth service (001 §3). */
export const userView = (user: User) => ({
  id: user.id,
  name: user.name,
  languageCode: user.languageCode,
  organization: { ...user.organization },
  rolesValues: [...user.rolesValues],
  permissionsValues: [...user.permissionsValues],
});

/** The person of `/rest/v2/people/me`: the user, their sign-in name and their profile's name and picture. */
export const personView = (user: User) => ({
  ...userView(user),
  username: user.username,
  fullName: user.name,
  pictureThumbnail: user.picture,
});

/** A device as the console reads it: the stored record without the server-side tenant id. */
export function deviceView(device: Device): Omit<Device, 'tenantId'> {
  const { tenantId: _tenantId, ...view } = device;
  return view;
}
