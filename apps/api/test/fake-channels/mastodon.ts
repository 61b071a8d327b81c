import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  closeServer,
  isImage,
  readBody,
  readFields,
  sendJson,
  startLoopbackServer,
} from './http-body';

export interface FakeMastodonMedia {
  id: string;
  description: string;
  bytes: Buffer;
  contentType: string;
  /** Polls still to answer 206 (processing) before the media has a URL. */
  pendingPolls: number;
}

export interface FakeMastodonStatus {
  id: string;
  text: string;
  mediaIds: string[];
  idempotencyKey: string | undefined;
  /** Each edit's text and media, in order. */
  edits: Array<{ text: string; mediaIds: string[] }>;
}

export interface FakeMastodonOptions {
  token?: string;
  /** The instance's limit; null leaves `configuration.statuses` out of the instance answer. */
  maxCharacters?: number | null;
  /** The instance endpoint fails (500). */
  instanceFails?: boolean;
  /** Uploads answer 202 and are polled this many times (206) before they have a URL. */
  mediaProcessingPolls?: number;
}

type PlannedAnswer =
  | { status: 429; resetInS: number }
  | { status: 401 }
  /** A normal answer whose headers say no requests are left until the reset. */
  | { status: 'exhausted'; resetInS: number };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const RATE_LIMIT = 300;

/** Mastodon's count: every URL 23 characters, the rest in code points. */
export function mastodonCount(text: string): number {
  return Array.from(text.replace(URL_PATTERN, 'x'.repeat(23))).length;
}

/**
 * A Mastodon instance on a real HTTP server on 127.0.0.1: the instance's limit, media uploads
 * (with processing), statuses with Idempotency-Key honoured as Mastodon does (same key, same
 * status), edits (which drop the media unless media_ids[] is sent again), Bearer checks and
 * rate-limit headers.
 */
export class FakeMastodon {
  readonly statuses: FakeMastodonStatus[] = [];
  readonly media = new Map<string, FakeMastodonMedia>();
  /** Every request's method, path and status. */
  readonly requests: Array<{ method: string; path: string; status: number }> = [];
  readonly errors: string[] = [];
  private readonly planned: PlannedAnswer[] = [];
  private nextId = 1000;
  private server!: Server;
  url = '';

  private constructor(readonly options: Required<FakeMastodonOptions>) {}

  static async start(options: FakeMastodonOptions = {}): Promise<FakeMastodon> {
    const fake = new FakeMastodon({
      token: 'mastodon-test-token',
      maxCharacters: 500,
      instanceFails: false,
      mediaProcessingPolls: 0,
      ...options,
    });
    const { server, origin } = await startLoopbackServer(
      (request, response) => fake.handle(request, response),
      fake.errors,
    );
    fake.server = server;
    fake.url = origin;
    return fake;
  }

  /** The next authenticated request gets this answer. */
  answerNext(answer: PlannedAnswer): void {
    this.planned.push(answer);
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0];
    const method = request.method ?? '';
    let rateLimitHeaders: Record<string, string> = {};
    const answer = (status: number, json: unknown) => {
      this.requests.push({ method, path, status });
      sendJson(response, status, json, rateLimitHeaders);
    };

    if (method === 'GET' && path === '/api/v2/instance') {
      if (this.options.instanceFails) return answer(500, { error: 'down' });
      return answer(200, {
        domain: '127.0.0.1',
        title: 'Fake Mastodon',
        ...(this.options.maxCharacters === null
          ? {}
          : { configuration: { statuses: { max_characters: this.options.maxCharacters } } }),
      });
    }
    if (request.headers.authorization !== `Bearer ${this.options.token}`)
      return answer(401, { error: 'The access token is invalid' });
    const planned = this.planned.shift();
    const resetAt = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    rateLimitHeaders = {
      'X-RateLimit-Limit': String(RATE_LIMIT),
      'X-RateLimit-Remaining': String(RATE_LIMIT - 1),
      'X-RateLimit-Reset': resetAt(300),
    };
    if (planned?.status === 401) return answer(401, { error: 'The access token is invalid' });
    if (planned?.status === 429 || planned?.status === 'exhausted')
      rateLimitHeaders = {
        ...rateLimitHeaders,
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': resetAt(planned.resetInS),
      };
    if (planned?.status === 429) return answer(429, { error: 'Too many requests' });

    const fields = await readFields(request, body);
    const text = (name: string) => {
      const value = fields.get(name)?.[0];
      return typeof value === 'string' ? value : undefined;
    };
    const mediaIds = () =>
      [...(fields.get('media_ids[]') ?? []), ...(fields.get('media_ids') ?? [])].map(String);

    if (method === 'POST' && path === '/api/v2/media') {
      const file = fields.get('file')?.[0];
      if (!(file instanceof File))
        return answer(422, { error: 'Validation failed: File is missing' });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (!isImage(bytes))
        return answer(422, { error: 'Validation failed: File content type is invalid' });
      const description = text('description') ?? '';
      if (Array.from(description).length > 1500)
        return answer(422, { error: 'Validation failed: Description is too long' });
      const media: FakeMastodonMedia = {
        id: String(this.nextId++),
        description,
        bytes,
        contentType: file.type,
        pendingPolls: this.options.mediaProcessingPolls,
      };
      this.media.set(media.id, media);
      return answer(media.pendingPolls > 0 ? 202 : 200, this.apiMedia(media));
    }
    const mediaMatch = /^\/api\/v1\/media\/(\w+)$/.exec(path);
    if (method === 'GET' && mediaMatch) {
      const media = this.media.get(mediaMatch[1]);
      if (!media) return answer(404, { error: 'Record not found' });
      if (media.pendingPolls > 0) {
        media.pendingPolls -= 1;
        return answer(206, this.apiMedia({ ...media, pendingPolls: 1 }));
      }
      return answer(200, this.apiMedia(media));
    }

    const checkText = (status: string | undefined, ids: string[]): string | null => {
      if (!status?.trim() && ids.length === 0) return "Validation failed: Text can't be blank";
      if (mastodonCount(status ?? '') > (this.options.maxCharacters ?? 500))
        return `Validation failed: Text character limit of ${this.options.maxCharacters} exceeded`;
      for (const id of ids) {
        const media = this.media.get(id);
        if (!media) return 'Record not found';
        if (media.pendingPolls > 0) return 'Cannot attach files that have not finished processing';
      }
      return null;
    };

    if (method === 'POST' && path === '/api/v1/statuses') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const earlier = key && this.statuses.find((status) => status.idempotencyKey === key);
      if (earlier) return answer(200, this.apiStatus(earlier));
      const ids = mediaIds();
      const invalid = checkText(text('status'), ids);
      if (invalid) return answer(422, { error: invalid });
      const status: FakeMastodonStatus = {
        id: String(this.nextId++),
        text: text('status') ?? '',
        mediaIds: ids,
        idempotencyKey: key,
        edits: [],
      };
      this.statuses.push(status);
      return answer(200, this.apiStatus(status));
    }
    const statusMatch = /^\/api\/v1\/statuses\/(\w+)$/.exec(path);
    const status =
      statusMatch && this.statuses.find((candidate) => candidate.id === statusMatch[1]);
    if (statusMatch && !status) return answer(404, { error: 'Record not found' });
    if (method === 'GET' && status) return answer(200, this.apiStatus(status));
    if (method === 'PUT' && status) {
      // As Mastodon does: media not named again are removed from the status.
      const ids = mediaIds();
      const invalid = checkText(text('status'), ids);
      if (invalid) return answer(422, { error: invalid });
      status.text = text('status') ?? '';
      status.mediaIds = ids;
      status.edits.push({ text: status.text, mediaIds: ids });
      return answer(200, this.apiStatus(status));
    }
    return answer(404, { error: 'Not found' });
  }

  private apiMedia(media: FakeMastodonMedia) {
    const ready = media.pendingPolls === 0;
    return {
      id: media.id,
      type: 'image',
      url: ready ? `${this.url}/media/${media.id}.jpg` : null,
      preview_url: ready ? `${this.url}/media/${media.id}-small.jpg` : null,
      description: media.description,
    };
  }

  private apiStatus(status: FakeMastodonStatus) {
    return {
      id: status.id,
      url: `${this.url}/@deals/${status.id}`,
      uri: `${this.url}/users/deals/statuses/${status.id}`,
      content: `<p>${status.text}</p>`,
      edited_at: status.edits.length > 0 ? new Date().toISOString() : null,
      media_attachments: status.mediaIds.map((id) => this.apiMedia(this.media.get(id)!)),
    };
  }
}
