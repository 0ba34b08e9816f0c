import { loginCredentials } from '../bulkSave/loginXml';
import type { SheetPushRow } from '../../domain/drift/baseline';
import type { PreparedPlayerRow } from './playerRows';
import type { PlayerPushOutcome } from './pushPlayers';

/**
 * What a push asked each player to hold, for the drift check's "last bulk sheet pushed" (issue 23): only the
 * rows pushed without a failure (a retry's included), in sheet order, by serial number. The name as the push
 * sent it (trimmed; blank: left alone), the user name as written to the login file, and only whether the row
 * gave a password (a blank user name blanks it), never the password.
 */
export function pushedSheetRows(
  rows: readonly PreparedPlayerRow[],
  outcomes: ReadonlyMap<number, PlayerPushOutcome>,
): SheetPushRow[] {
  return rows
    .filter((_, index) => outcomes.get(index)?.ok === true)
    .map(({ source }) => {
      const login = loginCredentials(source.username, source.password);
      return {
        serialNumber: source.serialNumber.trim(),
        deviceName: source.deviceName.trim(),
        username: login.username,
        hasPassword: login.password !== '',
      };
    });
}
