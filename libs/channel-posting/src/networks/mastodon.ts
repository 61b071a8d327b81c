import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  type ChannelImage,
  type ChannelPost,
  type ChannelPoster,
  type PostedRef,
} from '../channel';
import { EXPIRED_PREFIX, fitPostLines, mastodonLength, plainPostText } from '../post-text';

export interface MastodonSettings {
  /** The instance, https://mastodon.example. */
  url: string;
  accessToken: string;
  fetch?: typeof fetch;
}

/** Mastodon's own default, used when the instance does not say. */
export const MASTODON_DEFAULT_LIMIT = 500;

/** A media upload still processing is asked about this often, this many times. */
const MEDIA_POLL_INTERVAL_MS = 500;
const MEDIA_POLLS = 20;
/** When a 429 says nothing of when to come back. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

interface MastodonStatus {
  id: string;
  url: string | null;
  media_attachments?: Array<{ id: string }>;
}

interface MastodonMedia {
  id: string;
  url: string | null;
}

/** Posts statuses with the deal's picture attached; the "Expired:" edit keeps the picture. */
export class MastodonPoster implements ChannelPoster {
  readonly name = 'mastodon';
  /** Idempotency-Key: deal-<id> makes the instance answer a repeat with the status it has. */
  readonly dropsRepeats = true;
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private characterLimit: Promise<number> | null = null;
  /** Set when an answer said no requests are left: later posts wait until then. */
  private limitedUntil = 0;

  constructor(private readonly settings: MastodonSettings) {
    this.baseUrl = settings.url.replace(/\/+$/, '');
    this.fetch = settings.fetch ?? fetch;
  }

  async post(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef> {
    this.checkAllowance();
    const limit = await this.readCharacterLimit(signal);
    // Room is kept for the "Expired: " edit, which must fit the same limit.
    const lines = fitPostLines(
      post,
      (candidate) => mastodonLength(EXPIRED_PREFIX + plainPostText(candidate)) <= limit,
    );
    const text = plainPostText(lines);
    const mediaIds = post.image ? [await this.uploadImage(post.image, signal)] : [];
    const form = new URLSearchParams({ status: text, visibility: 'public' });
    for (const id of mediaIds) form.append('media_ids[]', id);
    // The same key within the hour answers the status already made instead of a second one.
    const status = (await this.request('POST', '/api/v1/statuses', {
      body: form,
      headers: { 'Idempotency-Key': `deal-${post.dealId}` },
      signal,
    })) as MastodonStatus;
    return { remoteId: status.id, remoteUrl: status.url, text };
  }

  async markExpired(ref: PostedRef, signal?: AbortSignal): Promise<void> {
    this.checkAllowance();
    const path = `/api/v1/statuses/${encodeURIComponent(ref.remoteId)}`;
    const status = (await this.request('GET', path, {
      signal,
      missingIsNull: true,
    })) as MastodonStatus | null;
    if (status === null) return;
    // An edit without media_ids[] would drop the picture.
    const form = new URLSearchParams({ status: EXPIRED_PREFIX + ref.text });
    for (const media of status.media_attachments ?? []) form.append('media_ids[]', media.id);
    await this.request('PUT', path, { body: form, signal, missingIsNull: true });
  }

  /** Checked per post, not per request: a spent media allowance need not stop the status. */
  private checkAllowance(): void {
    const waitMs = this.limitedUntil - Date.now();
    if (waitMs > 0) throw new ChannelRateLimitedError('mastodon', waitMs);
  }

  /** The instance's limit, read once; 500 when it does not say or cannot be asked. */
  private readCharacterLimit(signal?: AbortSignal): Promise<number> {
    this.characterLimit ??= this.request('GET', '/api/v2/instance', { signal })
      .then((instance) => {
        const limit = (instance as { configuration?: { statuses?: { max_characters?: unknown } } })
          .configuration?.statuses?.max_characters;
        return typeof limit === 'number' && limit > 0 ? limit : MASTODON_DEFAULT_LIMIT;
      })
      .catch((error: unknown) => {
        if (error instanceof ChannelRefusedError || error instanceof ChannelRateLimitedError) {
          this.characterLimit = null;
          throw error;
        }
        return MASTODON_DEFAULT_LIMIT;
      });
    return this.characterLimit;
  }

  private async uploadImage(image: ChannelImage, signal?: AbortSignal): Promise<string> {
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      image.contentType === 'image/png' ? 'deal.png' : 'deal.jpg',
    );
    form.set('description', image.alt.slice(0, 1500));
    let media = (await this.request('POST', '/api/v2/media', {
      body: form,
      signal,
    })) as MastodonMedia;
    // 202: still processing; a status cannot attach it until it has a URL.
    for (let poll = 0; media.url === null; poll += 1) {
      if (poll === MEDIA_POLLS) throw new Error(`Mastodon media ${media.id} is still processing`);
      await new Promise((resolve) => setTimeout(resolve, MEDIA_POLL_INTERVAL_MS));
      media = (await this.request('GET', `/api/v1/media/${encodeURIComponent(media.id)}`, {
        signal,
      })) as MastodonMedia;
    }
    return media.id;
  }

  private async request(
    method: string,
    path: string,
    options: {
      body?: FormData | URLSearchParams;
      headers?: Record<string, string>;
      signal?: AbortSignal;
      missingIsNull?: boolean;
    },
  ): Promise<unknown> {
    const response = await this.fetch(this.baseUrl + path, {
      method,
      headers: { Authorization: `Bearer ${this.settings.accessToken}`, ...options.headers },
      body: options.body,
      signal: options.signal,
    });
    const resetAt = Date.parse(response.headers.get('x-ratelimit-reset') ?? '');
    if (response.status === 429) {
      throw new ChannelRateLimitedError(
        'mastodon',
        Number.isNaN(resetAt) ? DEFAULT_RATE_LIMIT_WAIT_MS : Math.max(resetAt - Date.now(), 1000),
      );
    }
    if (response.headers.get('x-ratelimit-remaining') === '0' && !Number.isNaN(resetAt))
      this.limitedUntil = resetAt;
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    if (response.ok) return answer;
    const description = `Mastodon ${method} ${path}: ${answer?.error ?? `HTTP ${response.status}`}`;
    if (response.status === 401 || response.status === 403)
      throw new ChannelRefusedError('mastodon', description);
    if (response.status === 404 && options.missingIsNull) return null;
    throw new Error(description);
  }
}
