import type { FastifyRequest } from 'fastify';

const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * The first four groups of an IPv6 address, `::` expanded: its /64 network. Plain string work,
 * no regular expression: every click and visit asks.
 */
function ipv6Network(address: string): string {
  const zone = address.indexOf('%');
  const plain = (zone === -1 ? address : address.slice(0, zone)).toLowerCase();
  const gap = plain.indexOf('::');
  const groups = gap === -1 ? plain.split(':') : gap === 0 ? [] : plain.slice(0, gap).split(':');
  if (gap !== -1 && groups.length < 4) {
    const tail = plain.slice(gap + 2);
    const tailGroups = tail === '' ? [] : tail.split(':');
    // A dotted IPv4 ending stands for two groups.
    const tailLength = tailGroups.length + (tail.includes('.') ? 1 : 0);
    for (let zeros = 8 - groups.length - tailLength; zeros > 0 && groups.length < 4; zeros -= 1)
      groups.push('0');
    groups.push(...tailGroups);
  }
  const network = groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${network.join(':')}::/64`;
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
  const mapped = address.toLowerCase().startsWith(IPV4_MAPPED_PREFIX) && address.includes('.');
  if (mapped) return address.slice(IPV4_MAPPED_PREFIX.length);
  return address.includes(':') ? ipv6Network(address) : address;
}
