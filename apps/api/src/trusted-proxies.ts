import { compile } from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';

/** Peers whose trust is remembered: the proxies themselves, mostly, and recent visitors. */
const REMEMBERED_ADDRESSES = 10_000;
/** Longer text is no address (X-Forwarded-For can carry anything) and is never remembered. */
const MAX_ADDRESS_CHARACTERS = 64;

/**
 * Fastify's `trustProxy` for TRUST_PROXY: a hop count as it is, a list of addresses, ranges and
 * names compiled by proxy-addr, as Fastify would, with each address's answer remembered. Fastify
 * asks on every read of `req.ip` and `req.protocol`, and proxy-addr parses the address each time
 * (an IPv6 parse is a tenth of a click's CPU).
 */
export function trustedProxies(
  setting: string[] | number,
): number | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting;
  const isTrusted = compile(setting);
  const remembered = new LRUCache<string, boolean>({ max: REMEMBERED_ADDRESSES });
  return (address) => {
    if (address.length > MAX_ADDRESS_CHARACTERS) return isTrusted(address, 0);
    let trusted = remembered.get(address);
    if (trusted === undefined) {
      trusted = isTrusted(address, 0);
      remembered.set(address, trusted);
    }
    return trusted;
  };
}
