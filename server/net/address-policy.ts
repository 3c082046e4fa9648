import net from 'node:net';

/**
 * Addresses an outbound request must never reach: loopback, private, carrier-grade NAT, link-local
 * (cloud metadata 169.254.169.254 included), unique-local and site-local, multicast, documentation
 * and reserved ranges.
 */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  // Unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d (tunnelled to IPv4 by some hosts).
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10], // deprecated site-local, still routed inside some networks
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation (RFC 8215)
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address in any spelling (`::`, embedded dotted quad, zone id), or undefined. */
function ipv6Bytes(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return undefined;
  return groups.flatMap((g) => [g >> 8, g & 255]);
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const v4 = (b: number[]) => b.join('.');

/**
 * IPv4 addresses carried inside IPv6, judged as IPv4: mapped `::ffff:a.b.c.d`, translated
 * `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, and 6to4 `2002:aabb:ccdd::` (whatever the spelling).
 */
function embeddedIPv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const zeros = (n: number) => Array<number>(n).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff]) || startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return v4(bytes.slice(12));
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return v4(bytes.slice(12));
  if (startsWith(bytes, [0x20, 0x02])) return v4(bytes.slice(2, 6));
  return undefined;
}

export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const embedded = embeddedIPv4(address);
    if (embedded) return blocked.check(embedded, 'ipv4');
    return blocked.check(address.replace(/%.*$/, ''), 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}
