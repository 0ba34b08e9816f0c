import type { StoredLogin } from '../bulkSave/loginXml';
import type { PlayerBulkRow } from '../../domain/playerBulk';

/**
 * What a player holds before a push, read back from it: its name, its stored login (never the password) and
 * which of the console's passwords opens it.
 */
export interface PlayerNow {
  name: string;
  login: StoredLogin;
  password: 'factory' | 'derived';
}

/**
 * What a push will change on one player. `login`: `keep` writes no login file, `set` writes the row's login,
 * `remove` writes an empty one (asked first). `devicePassword`: `derive` moves it to the console's derived
 * password (QBIC security on), `reset` back to the factory one (off), `keep` leaves it.
 */
export interface PlayerRowPlan {
  name: boolean;
  login: 'keep' | 'set' | 'remove';
  devicePassword: 'keep' | 'derive' | 'reset';
}

/**
 * The plan of one row against what its player holds now (undefined when it could not be read). A blank
 * password with the player's own username keeps the login; a blank username removes a login only where the
 * player is known to have one, so an unreadable player never loses its login to a blank cell.
 */
export function planPlayerRow(
  source: Pick<PlayerBulkRow, 'deviceName' | 'username' | 'password'>,
  now: PlayerNow | undefined,
  qbicSecurityEnabled: boolean,
): PlayerRowPlan {
  const name = source.deviceName.trim();
  const username = source.username.trim();
  const hasLogin = now !== undefined && now.login.username !== '';
  const login: PlayerRowPlan['login'] =
    username === ''
      ? hasLogin
        ? 'remove'
        : 'keep'
      : source.password === '' && now !== undefined && username === now.login.username
        ? 'keep'
        : 'set';
  const target = qbicSecurityEnabled ? 'derived' : 'factory';
  return {
    name: name !== '' && name !== now?.name,
    login,
    devicePassword: now?.password === target ? 'keep' : qbicSecurityEnabled ? 'derive' : 'reset',
  };
}

/** Whether a plan writes anything to its player. */
export const changesPlayer = (plan: PlayerRowPlan): boolean =>
  plan.name || plan.login !== 'keep' || plan.devicePassword !== 'keep';
