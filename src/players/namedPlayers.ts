/** A player a result names: its name and address. */
export interface NamedPlayer {
  name: string;
  ip: string;
}

/** How many players a result names; the rest are counted. */
const NAMED_MAX = 5;

/** The first players by name and address, and how many more ("Lobby (10.0.0.5), Hall (10.0.0.6), 3 more"). */
export const namedList = (
  translate: (key: string, options?: object) => string,
  players: readonly NamedPlayer[],
): string =>
  [
    ...players
      .slice(0, NAMED_MAX)
      .map((player) => translate('dm.qbic.scan.silentPlayer', { name: player.name, ip: player.ip })),
    ...(players.length > NAMED_MAX
      ? [translate('dm.qbic.scan.silentMore', { smart_count: players.length - NAMED_MAX })]
      : []),
  ].join(', ');
