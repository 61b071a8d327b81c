import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error';
import { optional, type Env } from './env-values';

/** DATA_DIR, resolved against the working directory and created if missing. */
export function readDataDir(env: Env): string {
  const dir = resolve(optional(env, 'DATA_DIR') ?? './data');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dir}" cannot be created: ${(error as Error).message}`);
  }
  return dir;
}

/** JWT_SECRET, or a secret generated on first boot and kept in DATA_DIR so sessions survive restarts. */
export function readJwtSecret(env: Env, dataDir: string): string {
  const fromEnv = optional(env, 'JWT_SECRET');
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
