/**
 * The bucket a client address counts against in rate limits and login locks. An IPv4 address is
 * its own bucket. An IPv6 client holds far more than one address: providers hand a home or a
 * server a /56 (RIPE-690's advice; 256 /64 networks) or a /48, so counting per /64 would give one
 * client 256 budgets or more. IPv6 addresses therefore count per /56 network. Logs keep the full
 * address; only limit keys use this.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded; null when it is not one. */
function expandIPv6(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parts = (s: string) => (s ? s.split(':') : []);
  const left = parts(head);
  const right = parts(tail ?? '');
  // An embedded IPv4 tail ('::ffff:192.0.2.1') takes two groups.
  const last = right.length ? right : left;
  if (last.length && isIPv4(last[last.length - 1]!)) {
    const [a, b, c, d] = last.pop()!.split('.').map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** '2001:db8:1:2aa:bb::1' -> '2001:db8:1:200::/56'; '::ffff:192.0.2.1' -> '192.0.2.1'; IPv4 and anything else as given. */
export function toAddressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const groups = expandIPv6(address.replace(/%.*$/, ''));
  if (!groups) return address;
  // A /56 is the first three groups and the high byte of the fourth.
  const fourth = (parseInt(groups[3]!, 16) & 0xff00).toString(16);
  return `${groups.slice(0, 3).join(':')}:${fourth}::/56`;
}
