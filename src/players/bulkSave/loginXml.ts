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

const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** The text of `<name>…</name>` in `xml`, unescaped; undefined when the element is missing. */
const elementText = (xml: string, name: string): string | undefined => {
  const match = new RegExp(`<${name}>([^<]*)</${name}>|<${name}\\s*/>`).exec(xml);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (entity) => UNESCAPES[entity]);
};

/** What a player's stored login says, read back: the username, and whether a password is set (never the password). */
export interface StoredLogin {
  username: string;
  hasPassword: boolean;
}

/**
 * Reads a `config_logon.xml` back (the inverse of `loginXml`). A file that is not a login file, or has no
 * username element, reads as no login (undefined), so a form starts empty rather than from a guess.
 */
export function parseLoginXml(xml: string): StoredLogin | undefined {
  if (!/<config_logon>[\s\S]*<\/config_logon>/.test(xml)) return undefined;
  const username = elementText(xml, 'username');
  if (username === undefined) return undefined;
  return { username, hasPassword: (elementText(xml, 'password') ?? '') !== '' };
}
