import type { Request } from 'express';
import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The first four groups of an IPv6 address, `::` expanded: its /64 network. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const expanded = [...headGroups, ...zeros, ...tailGroups];
  return `${expanded
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The address the login and registration limits count under. `req.ip` honours X-Forwarded-For
 * only from the proxies app.ts trusts. One IPv6 host usually owns a whole /64, so IPv6 addresses
 * count per /64: otherwise a single client could pick a fresh address for every attempt.
 */
export function clientAddress(req: Request): string {
  return addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** clientAddress for an address already found: IPv4 as it is, IPv6 as its /64. */
export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1];
  return isIPv6(address) ? ipv6Network(address) : address;
}
