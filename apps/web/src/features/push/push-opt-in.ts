import type { PushFollows } from '@deal-site/ui';
import {
  pushUnavailableReason,
  readPushEnvironment,
  type PushUnavailableReason,
} from './push-availability';
import {
  CHOOSE_SOMETHING_TEXT,
  PERMISSION_NOT_GIVEN_TEXT,
  PUSH_FAILED_TEXT,
  PUSH_OFF_FAILED_TEXT,
  unavailableText,
} from './push-texts';

/**
 * Turning push on and off, shared by the Subscribe dialog and the subscriber's page script:
 * nothing here runs until the dialog opens or the page's button is there.
 */

export const SERVICE_WORKER_PATH = '/sw.js';
const STORAGE_KEY = 'deal-site:push';

export interface PushConfig {
  enabled: boolean;
  publicKey: string | null;
}

/** What this browser turned on, as the server answered it. */
export interface PushOptInRecord {
  token: string;
  follows: PushFollows;
}

export interface PushOptInState {
  config: PushConfig | null;
  unavailable: PushUnavailableReason | null;
  /** Set while this browser's subscription is stored on the site. */
  on: PushOptInRecord | null;
}

/** A failure the reader is told about in words. */
export class PushOptInError extends Error {}

export function storedOptIn(): PushOptInRecord | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as PushOptInRecord | null;
    if (!saved || typeof saved.token !== 'string') return null;
    // Saved before stores could be followed.
    return { ...saved, follows: { ...saved.follows, stores: saved.follows.stores ?? [] } };
  } catch {
    return null;
  }
}

function storeOptIn(record: PushOptInRecord | null): void {
  try {
    if (record) localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the subscription still works; the button just cannot show it as on.
  }
}

async function fetchPushConfig(): Promise<PushConfig | null> {
  try {
    const response = await fetch('/api/push/config', { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as PushConfig) : null;
  } catch {
    return null;
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The site's push config and this browser's opt-in, read when the opt-in is shown. */
export async function loadPushOptIn(): Promise<PushOptInState> {
  const environment = readPushEnvironment();
  const early = pushUnavailableReason(environment, null);
  const config =
    early === 'ios-home-screen' || early === 'unsupported' ? null : await fetchPushConfig();
  const unavailable = pushUnavailableReason(environment, config);
  let on = storedOptIn();
  if (on && (unavailable || !(await currentSubscription().catch(() => null)))) {
    // The browser dropped the subscription (site data cleared, permission revoked).
    storeOptIn(null);
    on = null;
  }
  return { config, unavailable, on };
}

export const followsSomething = (follows: PushFollows) =>
  follows.all || follows.sections.length > 0 || follows.alerts || follows.stores.length > 0;

function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, at) => byte === key[at]);
};

async function messageOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : fallback;
}

/**
 * Asks for the permission (so call it straight from the click: browsers show the prompt only
 * during a user's gesture), subscribes this browser and stores it with what it follows.
 */
export async function turnOnPush(
  config: PushConfig,
  follows: PushFollows,
  subscriptionToken?: string,
): Promise<PushOptInRecord> {
  if (!followsSomething(follows)) throw new PushOptInError(CHOOSE_SOMETHING_TEXT);
  const permission = await Notification.requestPermission();
  // Denied, the browser never asks again; dismissed, the next click asks once more.
  if (permission === 'denied') throw new PushOptInError(unavailableText('denied'));
  if (permission !== 'granted') throw new PushOptInError(PERMISSION_NOT_GIVEN_TEXT);
  if (!config.enabled || !config.publicKey) throw new PushOptInError(PUSH_FAILED_TEXT);
  const key = applicationServerKey(config.publicKey);
  let subscription: PushSubscription;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    // A subscription made for another key (the site's keys were replaced) cannot be reused.
    if (existing && !sameKey(existing, key)) await existing.unsubscribe();
    subscription =
      existing && sameKey(existing, key)
        ? existing
        : await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: key,
          });
  } catch {
    throw new PushOptInError(PUSH_FAILED_TEXT);
  }
  const response = await fetch('/api/push/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      ...subscription.toJSON(),
      follows,
      ...(subscriptionToken ? { subscriptionToken } : {}),
    }),
  }).catch(() => null);
  if (!response?.ok)
    throw new PushOptInError(
      response ? await messageOf(response, PUSH_FAILED_TEXT) : PUSH_FAILED_TEXT,
    );
  const record = (await response.json()) as PushOptInRecord;
  storeOptIn(record);
  return record;
}

/** Removes the subscription from the site, then from the browser. */
export async function turnOffPush(record: PushOptInRecord): Promise<void> {
  const response = await fetch(`/api/push/subscriptions/${encodeURIComponent(record.token)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  }).catch(() => null);
  // 404: the site already forgot it (a push service reported it gone).
  if (!response || (!response.ok && response.status !== 404))
    throw new PushOptInError(PUSH_OFF_FAILED_TEXT);
  storeOptIn(null);
  await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
}
