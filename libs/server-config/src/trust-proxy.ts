import { isIP } from 'node:net';
import { ConfigError } from './config-error';
import { optional, type Env } from './env-values';

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed: a hop count or a comma list of addresses, CIDR
 * ranges and loopback/linklocal/uniquelocal. "Trust everyone" is refused: any client could then
 * pick the address the login and registration limits count.
 */
export function readTrustProxy(env: Env): string[] | number {
  const raw = optional(env, 'TRUST_PROXY') ?? 'loopback';
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${raw}"`,
    );
  }
  return entries;
}
