import { normalizeAlert } from '@deal-site/deal-text';
import { PUSH_SECTIONS, type PushSection } from './push-subscription.entity';
import { invalidPushInput } from './push.errors';

/** The longest endpoint stored; browsers' push services use far shorter ones. */
export const MAX_ENDPOINT_LENGTH = 1024;
/** An uncompressed P-256 public key (RFC 8291) and the 16-byte authentication secret. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Stores one browser follows on its own; their slugs fit follows_stores (63 characters each). */
export const MAX_PUSH_STORES = 12;

/** What a follower chose: every deal, some sections, some stores, or their e-mail subscription's alerts. */
export interface PushFollows {
  all: boolean;
  sections: PushSection[];
  alerts: boolean;
  /** Store slugs, in the order first chosen. */
  stores: string[];
}

/** The browser's PushSubscription.toJSON() and the choices, as REST and GraphQL take them. */
export interface PushSubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  follows: {
    all: boolean;
    sections: readonly string[];
    alerts: boolean;
    /** Absent from clients older than store follows: none. */
    stores?: readonly string[] | null;
  };
  /** The token of the e-mail subscriber's page, whose alerts `follows.alerts` means. */
  subscriptionToken?: string | null;
}

export interface ReadPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  follows: PushFollows;
  subscriptionToken: string | null;
}

function readKey(value: string, bytes: number, field: string): string {
  if (!BASE64URL.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    throw invalidPushInput(field, `${field} must be ${bytes} bytes in base64url`);
  }
  return value;
}

/** The endpoint's shape: an https URL of at most 1,024 characters (its host is judged apart). */
function readEndpoint(endpoint: string): string {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    throw invalidPushInput(
      'endpoint',
      `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`,
    );
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalidPushInput('endpoint', 'endpoint must be an https URL');
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) {
    throw invalidPushInput('endpoint', 'endpoint must be an https URL');
  }
  return endpoint;
}

/** Sections in their one order, each once; anything else is refused. */
function readSections(sections: readonly string[]): PushSection[] {
  const unknown = sections.find(
    (section) => !(PUSH_SECTIONS as readonly string[]).includes(section),
  );
  if (unknown !== undefined) {
    throw invalidPushInput(
      'follows.sections',
      `follows.sections may hold only ${PUSH_SECTIONS.join(', ')}`,
    );
  }
  return PUSH_SECTIONS.filter((section) => sections.includes(section));
}

/** Each store as its slug, once; a name or web address that is no store is refused. */
function readStores(stores: readonly string[]): string[] {
  const slugs: string[] = [];
  for (const store of stores) {
    const normalized = normalizeAlert('store', store);
    if ('error' in normalized) throw invalidPushInput('follows.stores', normalized.error);
    if (!slugs.includes(normalized.value)) slugs.push(normalized.value);
    // Checked as it grows, so a long list is refused without reading it all.
    if (slugs.length > MAX_PUSH_STORES) {
      throw invalidPushInput(
        'follows.stores',
        `You can follow up to ${MAX_PUSH_STORES} stores by notification.`,
      );
    }
  }
  return slugs;
}

/** The input's own rules, checked before anything is counted or looked up. */
export function readPushSubscription(input: PushSubscribeInput): ReadPushSubscription {
  const endpoint = readEndpoint(input.endpoint);
  const p256dh = readKey(input.keys.p256dh, P256DH_BYTES, 'keys.p256dh');
  const auth = readKey(input.keys.auth, AUTH_BYTES, 'keys.auth');
  const follows = {
    all: input.follows.all,
    sections: readSections(input.follows.sections),
    alerts: input.follows.alerts,
    stores: readStores(input.follows.stores ?? []),
  };
  if (
    !follows.all &&
    follows.sections.length === 0 &&
    !follows.alerts &&
    follows.stores.length === 0
  ) {
    throw invalidPushInput(
      'follows',
      'Choose what to be notified of: every deal, a section, a store or your alerts',
    );
  }
  const subscriptionToken = input.subscriptionToken || null;
  if (follows.alerts && !subscriptionToken) {
    throw invalidPushInput(
      'subscriptionToken',
      'Alerts are followed from your subscription page: subscriptionToken is required',
    );
  }
  return { endpoint, p256dh, auth, follows, subscriptionToken };
}
