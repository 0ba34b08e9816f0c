/**
 * The login file written to players as `config_logon.xml` through the remote file upload (001 §7, §9).
 *
 * Format (UTF-8):
 * ```xml
 * <?xml version="1.0" encoding="UTF-8"?>
 * <config_logon>
 *   <username>kiosk</username>
 *   <password>secret</password>
 * </config_logon>
 * ```
 * Both elements are always present; an empty username blanks the password (001 §5), which clears the
 * player's login. Values are escaped as XML text.
 */
export interface LoginCredentials {
  username: string;
  password: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** The credentials as sent: a blank username blanks the password too. */
export function loginCredentials(username: string, password: string): LoginCredentials {
  const name = username.trim();
  return { username: name, password: name === '' ? '' : password };
}

/** The `config_logon.xml` text for these credentials. */
export function loginXml(credentials: LoginCredentials): string {
  const { username, password } = loginCredentials(credentials.username, credentials.password);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<config_logon>',
    `  <username>${escapeXml(username)}</username>`,
    `  <password>${escapeXml(password)}</password>`,
    '</config_logon>',
    '',
  ].join('\n');
}
