import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import webPush from 'web-push';
import { ConfigError } from './config-error';
import { optional, type Env } from './env-values';

/** The VAPID identity every push is signed with. */
export interface PushIdentity {
  /** base64url of the 65-byte uncompressed P-256 point; the browser subscribes with it. */
  publicKey: string;
  /** base64url of the 32-byte private scalar; never logged nor answered. */
  privateKey: string;
  /** `mailto:` + an address, or an https URL: how a push service reaches the site's operator. */
  subject: string;
}

/** What web push reads, in the API and in the worker alike. */
export interface PushSettings {
  /** null: push is off, the reason in pushOffReason. */
  push: PushIdentity | null;
  pushOffReason: string | null;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ADDRESS = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;
// "Name <address>": the address between the last angle brackets.
const NAMED_ADDRESS = /<([^<>]+)>\s*$/;
/** How long to wait for a concurrent boot to finish writing the keys file it just created. */
const KEYS_FILE_WAIT_MS = 2_000;

function decodedLength(value: string): number {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

function checkKeys(publicKey: string, privateKey: string, origin: string): void {
  if (decodedLength(publicKey) !== 65 || Buffer.from(publicKey, 'base64url')[0] !== 0x04) {
    throw new ConfigError(
      `${origin}: the VAPID public key must be base64url of a 65-byte P-256 public key`,
    );
  }
  if (decodedLength(privateKey) !== 32) {
    throw new ConfigError(`${origin}: the VAPID private key must be base64url of 32 bytes`);
  }
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.') || host === '0.0.0.0';
  return host === '::1' || host === '::' || host.startsWith('::ffff:127.');
}

/** An https URL on a host other than this machine, as Apple's push service requires. */
function isPublicHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

function readExplicitSubject(value: string): string {
  if (value.startsWith('mailto:') && ADDRESS.test(value.slice('mailto:'.length))) return value;
  if (value.startsWith('https:') && isPublicHttpsUrl(value)) return value;
  throw new ConfigError(
    'VAPID_SUBJECT must be mailto: and an address, or an https URL not on localhost',
  );
}

/** MAIL_FROM's bare address, its display name stripped; null when it holds none. */
function mailFromAddress(env: Env): string | null {
  const from = optional(env, 'MAIL_FROM');
  if (!from) return null;
  const address = (NAMED_ADDRESS.exec(from)?.[1] ?? from).trim();
  return ADDRESS.test(address) ? address : null;
}

function readSubject(env: Env): { subject: string } | { offReason: string } {
  const explicit = optional(env, 'VAPID_SUBJECT');
  if (explicit) return { subject: readExplicitSubject(explicit) };
  const address = mailFromAddress(env);
  if (address) return { subject: `mailto:${address}` };
  const publicUrl = optional(env, 'PUBLIC_URL');
  if (publicUrl && isPublicHttpsUrl(publicUrl)) return { subject: publicUrl.replace(/\/+$/, '') };
  return {
    offReason:
      'push notifications are off: set VAPID_SUBJECT, MAIL_FROM or an https PUBLIC_URL (not localhost)',
  };
}

function waitMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The keys file another process created; it may still be writing it, so a short wait. */
function readKeysFile(file: string): { publicKey: string; privateKey: string } {
  const deadline = Date.now() + KEYS_FILE_WAIT_MS;
  for (;;) {
    try {
      const keys = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string') {
        return { publicKey: keys.publicKey, privateKey: keys.privateKey };
      }
    } catch (error) {
      if (!(error instanceof SyntaxError)) {
        throw new ConfigError(`${file} cannot be read: ${(error as Error).message}`);
      }
    }
    if (Date.now() > deadline) {
      throw new ConfigError(`${file} holds no VAPID keys: delete it to generate a new pair`);
    }
    waitMs(50);
  }
}

/** The pair generated on first boot; 'wx' so an API and a worker booting together keep one. */
function readOrCreateKeysFile(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_KEYS_FILE);
  const generated = webPush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(`${file} cannot be written: ${(error as Error).message}`);
    }
  }
  const stored = readKeysFile(file);
  checkKeys(stored.publicKey, stored.privateKey, file);
  return stored;
}

function readKeys(env: Env, dataDir: string): { publicKey: string; privateKey: string } {
  const publicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optional(env, 'VAPID_PRIVATE_KEY');
  if (!publicKey && !privateKey) return readOrCreateKeysFile(dataDir);
  if (!publicKey || !privateKey) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  }
  checkKeys(publicKey, privateKey, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
  return { publicKey, privateKey };
}

/**
 * VAPID keys from the environment or generated once into DATA_DIR, and the subject. Without a
 * usable subject push is off (the caller logs pushOffReason) rather than the boot failing.
 */
export function readPushSettings(env: Env, dataDir: string): PushSettings {
  const hasEnvKeys = optional(env, 'VAPID_PUBLIC_KEY') || optional(env, 'VAPID_PRIVATE_KEY');
  const subject = readSubject(env);
  if ('offReason' in subject) {
    // Keys set by hand are still checked: a typo should not wait for the subject to surface.
    if (hasEnvKeys) readKeys(env, dataDir);
    return { push: null, pushOffReason: subject.offReason };
  }
  return { push: { ...readKeys(env, dataDir), subject: subject.subject }, pushOffReason: null };
}
