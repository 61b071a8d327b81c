import { AtpAgent, AtUri, XRPCError, type BlobRef } from '@atproto/api';
import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  type ChannelImage,
  type ChannelPost,
  type ChannelPoster,
  type PostedRef,
} from '../channel';
import { fitPostLines, graphemeLength, plainPostText, utf8Length } from '../post-text';

export interface BlueskySettings {
  /** The PDS or entryway, https://bsky.social. */
  service: string;
  /** The account's handle or DID. */
  identifier: string;
  appPassword: string;
  fetch?: typeof fetch;
}

/** app.bsky.feed.post's text: 300 graphemes and 3,000 UTF-8 bytes. */
export const BLUESKY_GRAPHEME_LIMIT = 300;
const BLUESKY_BYTE_LIMIT = 3000;
/** app.bsky.embed.external's thumb; a larger picture leaves the card without one. */
const THUMB_MAX_BYTES = 1_000_000;
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
/** Login answers that a retry with the same settings cannot mend. */
const REFUSED_LOGIN_ERRORS = new Set([
  'AuthenticationRequired',
  'AuthFactorTokenRequired',
  'AccountTakedown',
  'InvalidToken',
]);

/**
 * The fetch error an XRPCError wraps when no HTTP answer came (a timeout, a dropped connection),
 * so that mayHaveBeenPosted can judge it as it judges the other networks' errors; else null.
 */
function unansweredCause(error: unknown): unknown {
  const answered = error instanceof XRPCError && error.headers !== undefined;
  return error instanceof XRPCError && !answered && error.cause !== undefined ? error.cause : null;
}

function headerOf(error: XRPCError, name: string): string | undefined {
  return error.headers?.[name];
}

/** The wait a 429 (or a spent allowance) asks for, from `ratelimit-reset` in epoch seconds. */
function rateLimitWaitMs(reset: string | undefined): number {
  const resetAt = Number(reset) * 1000;
  return Number.isFinite(resetAt) && resetAt > 0
    ? Math.max(resetAt - Date.now(), 1000)
    : DEFAULT_RATE_LIMIT_WAIT_MS;
}

/**
 * Posts through one AtpAgent whose session is kept in memory: logged in on first use, refreshed
 * by the agent itself when the access token expires, logged in again only when a refresh is
 * refused (logins are limited to 30 in 5 minutes, so never one per post). Bluesky cannot edit a
 * post, so there is no markExpired.
 */
export class BlueskyPoster implements ChannelPoster {
  readonly name = 'bluesky';
  private readonly agent: AtpAgent;
  private login: Promise<void> | null = null;
  private limitedUntil = 0;

  constructor(private readonly settings: BlueskySettings) {
    this.agent = new AtpAgent({ service: settings.service, fetch: settings.fetch });
  }

  async post(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef> {
    const waitMs = this.limitedUntil - Date.now();
    if (waitMs > 0) throw new ChannelRateLimitedError('bluesky', waitMs);
    try {
      await this.ensureSession();
      try {
        return await this.createPost(post, signal);
      } catch (error) {
        // A refused refresh drops the agent's session; nothing was posted, so once more.
        if (this.agent.hasSession || !(error instanceof XRPCError)) throw error;
        await this.ensureSession();
        return await this.createPost(post, signal);
      }
    } catch (error) {
      throw this.channelError(error);
    }
  }

  private ensureSession(): Promise<void> {
    if (this.agent.hasSession) return Promise.resolve();
    this.login ??= this.agent
      .login({ identifier: this.settings.identifier, password: this.settings.appPassword })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof XRPCError && REFUSED_LOGIN_ERRORS.has(error.error ?? ''))
            throw new ChannelRefusedError('bluesky', `Bluesky login: ${error.message}`);
          throw error;
        },
      )
      .finally(() => {
        this.login = null;
      });
    return this.login;
  }

  private async createPost(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef> {
    const lines = fitPostLines(post, (candidate) => {
      const text = plainPostText(candidate);
      return (
        graphemeLength(text) <= BLUESKY_GRAPHEME_LIMIT && utf8Length(text) <= BLUESKY_BYTE_LIMIT
      );
    });
    const text = plainPostText(lines);
    // The link is the text's last line; facets index UTF-8 bytes.
    const byteEnd = utf8Length(text);
    const byteStart = byteEnd - utf8Length(lines.url);
    const thumb = post.image ? await this.uploadThumb(post.image, signal) : undefined;
    const did = this.agent.session?.did;
    if (!did) throw new Error('Bluesky: no session');
    const record = {
      $type: 'app.bsky.feed.post',
      text,
      facets: [
        {
          index: { byteStart, byteEnd },
          features: [{ $type: 'app.bsky.richtext.facet#link', uri: post.url }],
        },
      ],
      embed: {
        $type: 'app.bsky.embed.external',
        external: {
          uri: post.url,
          title: post.title,
          description: lines.details.join(' · '),
          ...(thumb ? { thumb } : {}),
        },
      },
      createdAt: new Date().toISOString(),
    };
    const response = await this.agent.com.atproto.repo
      .createRecord({ repo: did, collection: 'app.bsky.feed.post', record }, { signal })
      .catch((error: unknown) => {
        throw unansweredCause(error) ?? error;
      });
    if (response.headers['ratelimit-remaining'] === '0')
      this.limitedUntil = Date.now() + rateLimitWaitMs(response.headers['ratelimit-reset']);
    const uri = new AtUri(response.data.uri);
    return {
      remoteId: response.data.uri,
      remoteUrl: `https://bsky.app/profile/${uri.hostname}/post/${uri.rkey}`,
      text,
    };
  }

  private async uploadThumb(
    image: ChannelImage,
    signal?: AbortSignal,
  ): Promise<BlobRef | undefined> {
    if (image.bytes.length > THUMB_MAX_BYTES) return undefined;
    const response = await this.agent.uploadBlob(new Uint8Array(image.bytes), {
      encoding: image.contentType,
      signal,
    });
    return response.data.blob;
  }

  private channelError(error: unknown): unknown {
    if (!(error instanceof XRPCError)) return error;
    // ResponseType's values are the HTTP statuses; @atproto/api does not export the enum.
    const status = Number(error.status);
    if (status === 429 || error.error === 'RateLimitExceeded')
      return new ChannelRateLimitedError(
        'bluesky',
        rateLimitWaitMs(headerOf(error, 'ratelimit-reset')),
      );
    if (status === 401 || status === 403)
      return new ChannelRefusedError('bluesky', `Bluesky: ${error.message}`);
    return error;
  }
}
