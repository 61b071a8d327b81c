import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isPublicAddress } from '@deal-site/deal-import';
import { invalidPushInput } from './push.errors';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return loopback.check(address, 'ipv4');
  if (version !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? loopback.check(mapped[1], 'ipv4') : loopback.check(address, 'ipv6');
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithSystem: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

/**
 * Refuses an endpoint whose host is not public under the import's address rules (isPublicAddress
 * on every address dns.lookup gives, as the import's judgedLookup does), so the fan-out never
 * posts into the site's own network. `allowLoopback` (IMPORT_ALLOW_PRIVATE_HOSTS) lets loopback
 * through for tests' fake push services.
 */
export async function refuseNonPublicEndpoint(
  endpoint: string,
  { allowLoopback, resolve = resolveWithSystem }: { allowLoopback: boolean; resolve?: ResolveHost },
): Promise<void> {
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw invalidPushInput('endpoint', "endpoint's host cannot be found");
  }
  const allowed = (address: string) =>
    isPublicAddress(address) || (allowLoopback && isLoopback(address));
  if (addresses.length === 0 || !addresses.every(allowed)) {
    throw invalidPushInput('endpoint', 'endpoint must be on a public host');
  }
}
