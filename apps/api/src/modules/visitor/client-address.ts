import type { FastifyRequest } from 'fastify';

const IPV4_MAPPED_PREFIX = '::ffff:';

/** Longer than any address's text (45 characters for IPv6 ending in dotted IPv4), zone included. */
const MAX_ADDRESS_CHARACTERS = 64;
/**
 * The one key of every "address" longer than that: text a proxy passed on from X-Forwarded-For
 * unread. Each would otherwise be a key of its own in the per-address limits' tables.
 */
const UNREADABLE_ADDRESS = 'unreadable-address';

const COLON = 0x3a;

/** The value of a hex digit's character code; -1 for any other character. */
function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * Appends the values of `text`'s colon-separated groups to `groups`, stopping at `limit`. A
 * group's digits end at its first other character (the dots of an IPv4 ending).
 */
function readGroups(text: string, groups: number[], limit: number): void {
  if (text === '') return;
  let value = 0;
  let inDigits = true;
  for (let index = 0; index < text.length && groups.length < limit; index += 1) {
    const code = text.charCodeAt(index);
    if (code === COLON) {
      groups.push(value);
      value = 0;
      inDigits = true;
      continue;
    }
    const digit = inDigits ? hexDigit(code) : -1;
    if (digit === -1) inDigits = false;
    else value = value * 16 + digit;
  }
  if (groups.length < limit) groups.push(value);
}

/**
 * The first four groups of an IPv6 address, `::` expanded: its /64 network. One pass over the
 * characters, no regular expression or arrays of strings: every click and visit asks.
 */
function ipv6Network(address: string): string {
  const zone = address.indexOf('%');
  const plain = zone === -1 ? address : address.slice(0, zone);
  const gap = plain.indexOf('::');
  const groups: number[] = [];
  readGroups(gap === -1 ? plain : plain.slice(0, gap), groups, 4);
  if (gap !== -1 && groups.length < 4) {
    const tail = plain.slice(gap + 2);
    const tailGroups: number[] = [];
    readGroups(tail, tailGroups, 8);
    // A dotted IPv4 ending stands for two groups.
    const tailLength = tailGroups.length + (tail.includes('.') ? 1 : 0);
    for (let zeros = 8 - groups.length - tailLength; zeros > 0 && groups.length < 4; zeros -= 1)
      groups.push(0);
    for (let index = 0; groups.length < 4 && index < tailGroups.length; index += 1)
      groups.push(tailGroups[index]);
  }
  const hex = (index: number) => (groups[index] ?? 0).toString(16);
  return `${hex(0)}:${hex(1)}:${hex(2)}:${hex(3)}::/64`;
}

/**
 * The address the login and registration limits count under. `req.ip` honours X-Forwarded-For
 * only from the proxies TRUST_PROXY names. One IPv6 host usually owns a whole /64, so IPv6 addresses
 * count per /64: otherwise a single client could pick a fresh address for every attempt.
 */
export function clientAddress(req: FastifyRequest): string {
  return addressKey(req.ip || 'unknown');
}

/** clientAddress for an address already found: IPv4 as it is, IPv6 as its /64. */
export function addressKey(address: string): string {
  if (address.length > MAX_ADDRESS_CHARACTERS) return UNREADABLE_ADDRESS;
  const mapped =
    address.slice(0, IPV4_MAPPED_PREFIX.length).toLowerCase() === IPV4_MAPPED_PREFIX &&
    address.includes('.');
  if (mapped) return address.slice(IPV4_MAPPED_PREFIX.length);
  return address.includes(':') ? ipv6Network(address) : address;
}
