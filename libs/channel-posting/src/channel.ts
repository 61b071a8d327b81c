/** The networks a deal can be posted to; each is also the `src` of the links its posts carry. */
export const CHANNEL_NAMES = ['telegram', 'mastodon', 'bluesky', 'discord'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** A picture to attach, read from the site's own image store. */
export interface ChannelImage {
  bytes: Buffer;
  /** image/jpeg or image/png. */
  contentType: string;
  /** Where the site serves it (absolute), for networks that take a URL. */
  url: string;
  /** Alt text: the deal's title. */
  alt: string;
}

/** What one post says, as the site has it when the post goes out. */
export interface ChannelPost {
  dealId: number;
  title: string;
  /** "$19.99, was $29.99 (33% off)", "Free" or "": the site's price label with what it was. */
  priceLabel: string;
  couponCode: string | null;
  /** The store as the site names it ("Amazon"), or null when unknown. */
  store: string | null;
  /** PUBLIC_URL/deals/{id}?src=<channel>: never the affiliate link, never /go/. */
  url: string;
  image: ChannelImage | null;
}

/** Where a post lives on its network, and the text it was posted with (for the "Expired:" edit). */
export interface PostedRef {
  /** Opaque to the delivery: each network encodes what its edit needs. */
  remoteId: string;
  remoteUrl: string | null;
  text: string;
}

/** Posts deals to one network. */
export interface ChannelPoster {
  readonly name: ChannelName;
  post(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef>;
  /**
   * The network itself drops a repeated post (Mastodon's Idempotency-Key): a post whose answer was
   * lost may be sent again. Elsewhere such a post is left 'unknown' for the curator.
   */
  readonly dropsRepeats?: boolean;
  /** Marks a post's deal as expired or gone; absent where the network cannot edit (Bluesky). */
  markExpired?(ref: PostedRef, signal?: AbortSignal): Promise<void>;
}

/** The network asked to wait (429 or its rate-limit headers): nothing was posted. */
export class ChannelRateLimitedError extends Error {
  constructor(
    readonly channel: ChannelName,
    readonly retryAfterMs: number,
    message = `${channel} asked to wait ${Math.ceil(retryAfterMs / 1000)} s`,
  ) {
    super(message);
    this.name = 'ChannelRateLimitedError';
  }
}

/**
 * The network refused in a way a retry cannot mend (a refused token, a chat that does not exist):
 * the channel is marked failing and posts nothing more until the curator retries.
 */
export class ChannelRefusedError extends Error {
  constructor(
    readonly channel: ChannelName,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelRefusedError';
  }
}

/** Connection failures that happen before a request is sent: the network cannot have the post. */
const NEVER_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_HAS_EXPIRED',
]);

/**
 * Whether a failed post may have reached the network all the same: the request went out and no
 * answer came back (a timeout, a connection dropped mid-request). An HTTP answer, or a connection
 * that never opened, says the post is not there.
 */
export function mayHaveBeenPosted(error: unknown): boolean {
  // By name, not instanceof: fetch's DOMException and TypeError may come from another realm.
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  if (name !== 'TypeError') return false;
  const code = cause?.code;
  return typeof code !== 'string' || !NEVER_SENT_CODES.has(code);
}
