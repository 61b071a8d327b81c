/** Why a REDIS_URL value was refused. */
export class InvalidRedisUrlError extends Error {}

/** Checks that a value is a redis:// or rediss:// URL with a host; returns it trimmed. */
export function parseRedisUrl(raw: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidRedisUrlError(`is not a valid URL: "${redactRedisUrl(value)}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new InvalidRedisUrlError(`must use redis: or rediss:, got "${url.protocol}"`);
  }
  if (!url.hostname) {
    throw new InvalidRedisUrlError('must name a host, e.g. redis://localhost:6379');
  }
  return value;
}

/** The URL without its password, fit for logs and error messages. */
export function redactRedisUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return raw.replace(/\/\/[^@/]*@/, '//***@');
  }
}
