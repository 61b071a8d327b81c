import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { loadConfig } from './app-config';
import { ConfigError } from './config-error';
import { readPushSettings, VAPID_KEYS_FILE } from './push-settings';
import { loadWorkerConfig } from './worker-config';

describe('readPushSettings', () => {
  let dataDir: string;
  const keysFile = () => join(dataDir, VAPID_KEYS_FILE);
  const read = (env: Record<string, string>) => readPushSettings(env, dataDir);

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'deals-push-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('turns push off with its reason when nothing gives a subject, and writes no keys', () => {
    const settings = read({});
    expect(settings.push).toBeNull();
    expect(settings.pushOffReason).toMatch(/VAPID_SUBJECT, MAIL_FROM or an https PUBLIC_URL/);
    expect(existsSync(keysFile())).toBe(false);
  });

  it('generates a key pair once into DATA_DIR, readable by its owner only, and keeps it', () => {
    const first = read({ VAPID_SUBJECT: 'mailto:ops@example.com' });
    expect(first.pushOffReason).toBeNull();
    expect(Buffer.from(first.push!.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.push!.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(keysFile()).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(keysFile(), 'utf8'))).toEqual({
      publicKey: first.push!.publicKey,
      privateKey: first.push!.privateKey,
    });
    expect(read({ VAPID_SUBJECT: 'mailto:ops@example.com' }).push).toEqual(first.push);
  });

  it('keeps the pair another process wrote first (its file already exists)', () => {
    const theirs = webPush.generateVAPIDKeys();
    writeFileSync(keysFile(), JSON.stringify(theirs), { mode: 0o600 });
    expect(read({ VAPID_SUBJECT: 'mailto:ops@example.com' }).push).toEqual({
      ...theirs,
      subject: 'mailto:ops@example.com',
    });
  });

  it('refuses a keys file that holds no keys, naming the file', () => {
    writeFileSync(keysFile(), '{"publicKey": 1}');
    expect(() => read({ VAPID_SUBJECT: 'mailto:ops@example.com' })).toThrow(
      /vapid-keys\.json holds no VAPID keys/,
    );
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, writing no file', () => {
    const keys = webPush.generateVAPIDKeys();
    const settings = read({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://deals.example.com',
    });
    expect(settings.push).toEqual({ ...keys, subject: 'https://deals.example.com' });
    expect(existsSync(keysFile())).toBe(false);
  });

  const valid = webPush.generateVAPIDKeys();
  it.each([
    ['a public key alone', { VAPID_PUBLIC_KEY: valid.publicKey }, /set both or neither/],
    ['a private key alone', { VAPID_PRIVATE_KEY: valid.privateKey }, /set both or neither/],
    [
      'a short public key',
      { VAPID_PUBLIC_KEY: valid.publicKey.slice(0, -4), VAPID_PRIVATE_KEY: valid.privateKey },
      /public key must be base64url of a 65-byte P-256 public key/,
    ],
    [
      'a public key in plain base64',
      { VAPID_PUBLIC_KEY: `${valid.publicKey}+/`, VAPID_PRIVATE_KEY: valid.privateKey },
      /public key must be base64url/,
    ],
    [
      'a private key as the public key',
      { VAPID_PUBLIC_KEY: valid.privateKey, VAPID_PRIVATE_KEY: valid.privateKey },
      /public key must be base64url/,
    ],
    [
      'a public key as the private key',
      { VAPID_PUBLIC_KEY: valid.publicKey, VAPID_PRIVATE_KEY: valid.publicKey },
      /private key must be base64url of 32 bytes/,
    ],
  ])('refuses %s with one clear line, whether push is on or off', (_case, keys, message) => {
    for (const env of [{ ...keys, VAPID_SUBJECT: 'mailto:ops@example.com' }, keys]) {
      expect(() => read(env)).toThrow(ConfigError);
      expect(() => read(env)).toThrow(message);
    }
  });

  it.each([
    'mailto:nobody',
    'mailto:',
    'ops@example.com',
    'http://deals.example.com',
    'https://localhost',
    'https://shop.localhost/contact',
    'https://127.0.0.1:8443',
    'https://[::1]/',
    'https://',
  ])('refuses VAPID_SUBJECT=%s: push services accept only mailto: or public https', (subject) => {
    expect(() => read({ VAPID_SUBJECT: subject })).toThrow(ConfigError);
    expect(() => read({ VAPID_SUBJECT: subject })).toThrow(
      /^VAPID_SUBJECT must be mailto: and an address, or an https URL not on localhost$/,
    );
  });

  it('takes VAPID_SUBJECT over MAIL_FROM and PUBLIC_URL', () => {
    const env = {
      VAPID_SUBJECT: 'https://deals.example.com/contact',
      MAIL_FROM: 'deals@example.com',
      PUBLIC_URL: 'https://www.example.com',
    };
    expect(read(env).push?.subject).toBe('https://deals.example.com/contact');
  });

  it("defaults to MAIL_FROM's address with its display name stripped, even without SMTP_URL", () => {
    expect(read({ MAIL_FROM: 'Deals of the Day <deals@example.com>' }).push?.subject).toBe(
      'mailto:deals@example.com',
    );
    expect(read({ MAIL_FROM: 'deals@example.com' }).push?.subject).toBe('mailto:deals@example.com');
  });

  it('falls back to an https PUBLIC_URL, without its trailing slash', () => {
    expect(read({ PUBLIC_URL: 'https://deals.example.com/' }).push?.subject).toBe(
      'https://deals.example.com',
    );
    expect(
      read({ MAIL_FROM: 'not an address', PUBLIC_URL: 'https://deals.example.com' }).push?.subject,
    ).toBe('https://deals.example.com');
  });

  it.each([
    'http://deals.example.com',
    'https://localhost:3000',
    'https://127.0.0.1',
    'https://app.localhost',
  ])('turns push off with PUBLIC_URL=%s and no other subject, the boot going on', (publicUrl) => {
    const settings = read({ PUBLIC_URL: publicUrl });
    expect(settings).toEqual({ push: null, pushOffReason: expect.stringMatching(/^push notif/) });
  });

  it('is part of the API and the worker configuration, which share one key pair', () => {
    const env = { DATA_DIR: dataDir, MAIL_FROM: 'Deals <deals@example.com>' };
    const api = loadConfig(env);
    const worker = loadWorkerConfig({ ...env, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(api.push?.subject).toBe('mailto:deals@example.com');
    expect(worker.push).toEqual(api.push);
    expect(loadConfig({ DATA_DIR: dataDir }).pushOffReason).toMatch(/^push notifications are off/);
  });
});
