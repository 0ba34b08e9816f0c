import { describe, expect, it } from 'vitest';
import { roleNames } from './profileRoles';

const translate = (key: string) => `[${key}]`;

describe('the roles the profile shows', () => {
  it('names the known roles in the documents order, then any other as given, each once', () => {
    expect(roleNames(['contentadmin', 'auditor', 'admin', ' admin '], translate)).toEqual([
      '[dm.shell.profile.role.admin]',
      '[dm.shell.profile.role.contentadmin]',
      'auditor',
    ]);
  });

  it('shows nothing for a user without roles', () => {
    expect(roleNames([], translate)).toEqual([]);
    expect(roleNames(['', '  '], translate)).toEqual([]);
  });
});
