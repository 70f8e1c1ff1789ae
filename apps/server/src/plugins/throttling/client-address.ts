// The address a throttle counts by. IPv4 as it is; IPv6 by its /64 network,
// since one home or server is handed a whole /64 and could otherwise take a
// fresh address for every try.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address ('::' expanded, an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): string[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => group.padStart(4, '0'));
}

export function throttleAddressOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
