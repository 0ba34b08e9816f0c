import type { TargetInput } from '../../domain/activity/activityEntry';
import { loginCredentials } from '../bulkSave/loginXml';
import { deviceErrorKey } from '../errors';
import type { SheetPushRow } from '../../domain/drift/baseline';
import type { PreparedPlayerRow } from './playerRows';
import type { PlayerPushOutcome } from './pushPlayers';

/**
 * What a push asked each player to hold, for the drift check's "last bulk sheet pushed" (issue 23): only the
 * rows pushed without a failure (a retry's included), in sheet order, by serial number. The name as the push
 * sent it (trimmed; blank: left alone), the user name as written to the login file (or as the player held it
 * where the push kept its login), and only whether a password is set, never the password.
 */
export function pushedSheetRows(
  rows: readonly PreparedPlayerRow[],
  outcomes: ReadonlyMap<number, PlayerPushOutcome>,
): SheetPushRow[] {
  return rows
    .filter((_, index) => outcomes.get(index)?.ok === true)
    .map(({ source, plan, now }) => {
      const sent = loginCredentials(source.username, source.password);
      // A login the push left alone is the one the player held.
      const login =
        plan.login === 'keep' && now
          ? now.login
          : { username: sent.username, hasPassword: sent.password !== '' };
      return {
        serialNumber: source.serialNumber.trim(),
        deviceName: source.deviceName.trim(),
        username: login.username,
        hasPassword: login.hasPassword,
      };
    });
}

/**
 * The players a sheet push sent, as the activity log keeps them: serial number and name, done or why not, and
 * what the push changed (name, login user; never a password) against what the player held.
 */
export function pushedSheetTargets(
  rows: readonly PreparedPlayerRow[],
  outcomes: ReadonlyMap<number, PlayerPushOutcome>,
  sent: readonly number[],
): TargetInput[] {
  return sent.flatMap((index) => {
    const row = rows[index];
    const outcome = outcomes.get(index);
    if (!row || !outcome) return [];
    const { source, plan, now } = row;
    const serial = source.serialNumber.trim();
    const name = source.deviceName.trim();
    const username = loginCredentials(source.username, source.password).username;
    const before = now ? { player_name: now.name, login_username: now.login.username } : undefined;
    const after = {
      player_name: plan.name ? name : (now?.name ?? name),
      login_username: plan.login === 'keep' && now ? now.login.username : username,
    };
    return [
      {
        id: serial,
        name: name || now?.name,
        ok: outcome.ok,
        error: outcome.ok ? null : deviceErrorKey(outcome.code),
        ...(before ? { before } : {}),
        after,
      },
    ];
  });
}
