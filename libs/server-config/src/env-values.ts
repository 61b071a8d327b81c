import { ConfigError } from './config-error';

export type Env = Record<string, string | undefined>;

/** The trimmed value, or null when the variable is unset or blank. */
export function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function readPort(env: Env): number {
  const raw = optional(env, 'PORT') ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/**
 * A URL of one of the given protocols, without its trailing slash. The value itself is never
 * repeated in an error: a database or Redis URL may carry a password.
 */
export function readUrl(env: Env, name: string, protocols: string[], fallback: string): string {
  const raw = optional(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  if (!url.hostname) throw new ConfigError(`${name} is not a valid URL: it names no host`);
  try {
    [url.username, url.password, url.pathname].forEach((part) => decodeURIComponent(part));
  } catch {
    throw new ConfigError(`${name} is not a valid URL: bad percent-encoding`);
  }
  return raw.replace(/\/+$/, '');
}

export function readBoolean(env: Env, name: string): boolean {
  const raw = (optional(env, name) ?? 'false').toLowerCase();
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export function readChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = optional(env, name) ?? fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}
