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
