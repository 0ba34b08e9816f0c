import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether an IP address (as a resolver or a URL gives it) is a public unicast address that the download proxy may
 * reach. Everything else is refused: unspecified, loopback, private, shared (CGNAT), link-local, documentation,
 * benchmarking, multicast, reserved and broadcast IPv4; and IPv6 outside global unicast 2000::/3, plus the
 * special blocks inside it (Teredo and other protocol assignments, documentation, 6to4). An IPv4-mapped IPv6
 * address is judged as its IPv4 address. Text that is no IP address at all is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return isPublicIpv4(ipv4Number(bare));
  if (isIPv6(bare)) return isPublicIpv6(ipv6Groups(bare));
  return false;
}

/** IPv4 blocks that are not public, as [first address, prefix length] (IANA special-purpose registry). */
const IPV4_NOT_PUBLIC: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const ipv4Number = (text: string): number =>
  text.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const inBlock = (value: number, [first, bits]: readonly [string, number]): boolean =>
  Math.floor(value / 2 ** (32 - bits)) === Math.floor(ipv4Number(first) / 2 ** (32 - bits));

const isPublicIpv4 = (value: number): boolean => !IPV4_NOT_PUBLIC.some((block) => inBlock(value, block));

/** The eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail or `::` expanded). */
function ipv6Groups(text: string): number[] {
  const withoutZone = text.split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone);
  let hex = withoutZone;
  if (dotted) {
    const value = ipv4Number(dotted[1]);
    hex = `${withoutZone.slice(0, -dotted[1].length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head, tail] = hex.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const before = parse(head);
  const after = parse(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...fill, ...after];
}

function isPublicIpv6(groups: readonly number[]): boolean {
  const [a, b] = groups;
  // ::ffff:a.b.c.d, an IPv4 address carried in IPv6: judged as that address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return isPublicIpv4(groups[6] * 65536 + groups[7]);
  // Global unicast is 2000::/3; everything else (::, ::1, fc00::/7, fe80::/10, ff00::/8, 64:ff9b::/96, …) is not.
  if ((a & 0xe000) !== 0x2000) return false;
  if (a === 0x2001 && b < 0x0200) return false; // 2001::/23: Teredo and other protocol assignments
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x2002) return false; // 6to4, which carries any IPv4 address
  if (a === 0x3fff && b < 0x1000) return false; // documentation (3fff::/20)
  return true;
}
