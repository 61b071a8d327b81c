import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** IPv4 ranges that are not public (RFC 6890's special-purpose registry and multicast). */
const PRIVATE_IPV4: [string, number][] = [
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

/**
 * Ranges inside 2000::/3 that carry an IPv4 address or are not routed: Teredo and the rest of
 * 2001::/23, documentation, 6to4 (whose embedded IPv4 may be private).
 */
const SPECIAL_GLOBAL_IPV6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const privateIpv4 = new BlockList();
for (const [network, prefix] of PRIVATE_IPV4) privateIpv4.addSubnet(network, prefix, 'ipv4');

// Every other IPv6 range (::/96, ::ffff:0:0/96, 64:ff9b::/96, fc00::/7, fe80::/10, fec0::/10, ff00::/8, …) lies outside it.
const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');

const specialGlobalIpv6 = new BlockList();
for (const [network, prefix] of SPECIAL_GLOBAL_IPV6) {
  specialGlobalIpv6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = parse(head);
  const back = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/** An ISATAP interface ID (RFC 5214: 0000:5efe or 0200:5efe, then an IPv4 address), in any prefix. */
function isIsatap(address: string): boolean {
  const groups = ipv6Groups(address);
  return (groups[4] & 0xfcff) === 0 && groups[5] === 0x5efe;
}

/**
 * Whether an address is public: IPv4 outside the special-purpose ranges, or IPv6 global unicast
 * (2000::/3) that embeds no IPv4 address (6to4, Teredo, ISATAP) and is not documentation. A
 * scoped address (`%zone`) or anything that is no IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !privateIpv4.check(address, 'ipv4');
  if (version !== 6 || address.includes('%')) return false;
  return (
    globalUnicastIpv6.check(address, 'ipv6') &&
    !specialGlobalIpv6.check(address, 'ipv6') &&
    !isIsatap(address)
  );
}

export class NonPublicAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${address}${host === address ? '' : ` (${host})`} is not allowed: not a public address`);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * dns.lookup that fails when the name resolves to any address `isAllowed` refuses, so the
 * connection can only be made to an address that was judged.
 */
export function judgedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    dnsLookup(hostname, all, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      const refused = addresses.find(({ address }) => !isAllowed(address));
      if (refused) return callback(new NonPublicAddressError(hostname, refused.address), '');
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
