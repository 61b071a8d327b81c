import type * as Atproto from '@atproto/api';
import type { AtpAgent, BlobRef, XRPCError } from '@atproto/api';
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

type AtprotoApi = typeof Atproto;
let atprotoApi: Promise<AtprotoApi> | null = null;

/**
 * @atproto/api takes about half a second and 12 MB of heap to load (its lexicons), so only a
 * process that posts to Bluesky loads it, on its first post.
 */
function loadAtprotoApi(): Promise<AtprotoApi> {
  atprotoApi ??= import('@atproto/api');
  return atprotoApi;
}

/**
 * The fetch error an XRPCError wraps when no HTTP answer came (a timeout, a dropped connection),
 * so that mayHaveBeenPosted can judge it as it judges the other networks' errors; else null.
 */
function unansweredCause(api: AtprotoApi, error: unknown): unknown {
  if (!(error instanceof api.XRPCError)) return null;
  const answered = error.headers !== undefined;
  return !answered && error.cause !== undefined ? error.cause : null;
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
  private agent: AtpAgent | null = null;
  private login: Promise<void> | null = null;
  private limitedUntil = 0;

  constructor(private readonly settings: BlueskySettings) {}

  async post(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef> {
    const waitMs = this.limitedUntil - Date.now();
    if (waitMs > 0) throw new ChannelRateLimitedError('bluesky', waitMs);
    const api = await loadAtprotoApi();
    const agent = (this.agent ??= new api.AtpAgent({
      service: this.settings.service,
      fetch: this.settings.fetch,
    }));
    try {
      await this.ensureSession(api, agent);
      try {
        return await this.createPost(api, agent, post, signal);
      } catch (error) {
        // A refused refresh drops the agent's session; nothing was posted, so once more.
        if (agent.hasSession || !(error instanceof api.XRPCError)) throw error;
        await this.ensureSession(api, agent);
        return await this.createPost(api, agent, post, signal);
      }
    } catch (error) {
      throw this.channelError(api, error);
    }
  }

  private ensureSession(api: AtprotoApi, agent: AtpAgent): Promise<void> {
    if (agent.hasSession) return Promise.resolve();
    this.login ??= agent
      .login({ identifier: this.settings.identifier, password: this.settings.appPassword })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof api.XRPCError && REFUSED_LOGIN_ERRORS.has(error.error ?? ''))
            throw new ChannelRefusedError('bluesky', `Bluesky login: ${error.message}`);
          throw error;
        },
      )
      .finally(() => {
        this.login = null;
      });
    return this.login;
  }

  private async createPost(
    api: AtprotoApi,
    agent: AtpAgent,
    post: ChannelPost,
    signal?: AbortSignal,
  ): Promise<PostedRef> {
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
    const thumb = post.image ? await uploadThumb(agent, post.image, signal) : undefined;
    const did = agent.session?.did;
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
    const response = await agent.com.atproto.repo
      .createRecord({ repo: did, collection: 'app.bsky.feed.post', record }, { signal })
      .catch((error: unknown) => {
        throw unansweredCause(api, error) ?? error;
      });
    if (response.headers['ratelimit-remaining'] === '0')
      this.limitedUntil = Date.now() + rateLimitWaitMs(response.headers['ratelimit-reset']);
    const uri = new api.AtUri(response.data.uri);
    return {
      remoteId: response.data.uri,
      remoteUrl: `https://bsky.app/profile/${uri.hostname}/post/${uri.rkey}`,
      text,
    };
  }

  private channelError(api: AtprotoApi, error: unknown): unknown {
    if (!(error instanceof api.XRPCError)) return error;
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

async function uploadThumb(
  agent: AtpAgent,
  image: ChannelImage,
  signal?: AbortSignal,
): Promise<BlobRef | undefined> {
  if (image.bytes.length > THUMB_MAX_BYTES) return undefined;
  const response = await agent.uploadBlob(new Uint8Array(image.bytes), {
    encoding: image.contentType,
    signal,
  });
  return response.data.blob;
}
