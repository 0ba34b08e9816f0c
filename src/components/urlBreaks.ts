/**
 * A value cut into the pieces a line may end after: after each "/", "?", "&" and "=" of an address, so that a long
 * URL wraps at its separators instead of mid-word. A value without them is one piece.
 */
export function urlPieces(value: string): string[] {
  return value.match(/[^/?&=]*(?:[/?&=]+|$)/g)?.filter((piece) => piece !== '') ?? [];
}
