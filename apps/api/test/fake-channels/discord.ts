import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, readBody, sendJson, startLoopbackServer } from './http-body';

/** An embed as the fake received it. */
export interface FakeDiscordEmbed {
  title: string;
  url: string;
  description: string;
  image?: { url: string };
}

export interface FakeDiscordMessage {
  id: string;
  embed: FakeDiscordEmbed;
  /** Every edit's embed, in order. */
  edits: FakeDiscordEmbed[];
}

/** One call, as answered. */
export interface FakeDiscordCall {
  method: string;
  path: string;
  status: number;
}

interface PlannedAnswer {
  status: 429 | 401;
  retryAfterS?: number;
}

/** Discord's embed limits. */
const TITLE_LIMIT = 256;
const DESCRIPTION_LIMIT = 4096;
const EMBED_TOTAL_LIMIT = 6000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The one embed a post carries, checked as Discord checks it; a string says what is wrong. */
function checkEmbed(body: unknown): FakeDiscordEmbed | string {
  if (!isRecord(body) || !Array.isArray(body.embeds) || body.embeds.length !== 1)
    return 'embeds: exactly one embed expected';
  const embed: unknown = body.embeds[0];
  if (!isRecord(embed)) return 'embeds[0]: not an object';
  const { title, url, description, image } = embed;
  if (typeof title !== 'string' || title === '') return 'embeds[0].title: required';
  if (title.length > TITLE_LIMIT) return `embeds[0].title: longer than ${TITLE_LIMIT}`;
  if (!isHttpUrl(url)) return 'embeds[0].url: not a URL';
  if (typeof description !== 'string') return 'embeds[0].description: required';
  if (description.length > DESCRIPTION_LIMIT)
    return `embeds[0].description: longer than ${DESCRIPTION_LIMIT}`;
  if (title.length + description.length > EMBED_TOTAL_LIMIT) return 'embeds: too long in total';
  if (image !== undefined && (!isRecord(image) || !isHttpUrl(image.url)))
    return 'embeds[0].image.url: not a URL';
  return {
    title,
    url,
    description,
    ...(image !== undefined ? { image: { url: (image as { url: string }).url } } : {}),
  };
}

/**
 * A Discord webhook on a real HTTP server on 127.0.0.1: `POST /api/webhooks/{id}/{token}?wait=true`
 * with one embed, and `PATCH …/messages/{id}`, each checking the token in the path, the embed's
 * shape and limits, and answering 429 (Retry-After) or 401 when asked to.
 */
export class FakeDiscord {
  static readonly WEBHOOK_ID = '1100220033';
  static readonly GUILD_ID = '900';
  static readonly CHANNEL_ID = '901';

  readonly messages: FakeDiscordMessage[] = [];
  readonly calls: FakeDiscordCall[] = [];
  /** Requests the fake could not make sense of. */
  readonly errors: string[] = [];
  private readonly planned: PlannedAnswer[] = [];
  private dropsLeft = 0;
  private nextMessageId = 5000;
  private server!: Server;
  webhookUrl = '';

  private constructor(readonly token: string) {}

  static async start(token = 'webhook-TEST-token'): Promise<FakeDiscord> {
    const fake = new FakeDiscord(token);
    const { server, origin } = await startLoopbackServer(
      (request, response) => fake.handle(request, response),
      fake.errors,
    );
    fake.server = server;
    fake.webhookUrl = `${origin}/api/webhooks/${FakeDiscord.WEBHOOK_ID}/${token}`;
    return fake;
  }

  /** The next `count` calls get a 429 (Retry-After in seconds) or a 401 instead of their answer. */
  answerNext(status: PlannedAnswer['status'], count = 1, retryAfterS = 1): void {
    for (let i = 0; i < count; i += 1) this.planned.push({ status, retryAfterS });
  }

  /** The next `count` posts are taken, then the connection is dropped before any answer. */
  dropAfterTaking(count = 1): void {
    this.dropsLeft += count;
  }

  /** Calls that posted a message (the rest were refused or edits). */
  get posts(): FakeDiscordCall[] {
    return this.calls.filter((call) => call.method === 'POST' && call.status === 200);
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const method = request.method ?? '';
    const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      this.calls.push({ method, path: url.pathname, status });
      sendJson(response, status, json, headers);
    };
    const match = /^\/api\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/(\d+))?$/.exec(url.pathname);
    if (!match || match[1] !== FakeDiscord.WEBHOOK_ID)
      return answer(404, { message: 'Unknown Webhook', code: 10015 });
    if (match[2] !== this.token)
      return answer(401, { message: 'Invalid Webhook Token', code: 50027 });
    const planned = this.planned.shift();
    if (planned?.status === 429)
      return answer(
        429,
        { message: 'You are being rate limited.', retry_after: planned.retryAfterS, global: false },
        {
          'Retry-After': String(planned.retryAfterS),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset-After': String(planned.retryAfterS),
        },
      );
    if (planned?.status === 401) return answer(401, { message: '401: Unauthorized', code: 0 });
    if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
      return answer(400, { message: 'Cannot send an empty message', code: 50006 });
    const embed = checkEmbed(JSON.parse(body.toString('utf8')));
    if (typeof embed === 'string') {
      this.errors.push(`${method} ${url.pathname}: ${embed}`);
      return answer(400, { message: 'Invalid Form Body', code: 50035, errors: embed });
    }
    const messageId = match[3];
    if (method === 'POST' && !messageId) {
      if (url.searchParams.get('wait') !== 'true')
        this.errors.push('POST without ?wait=true: no message id comes back');
      const message: FakeDiscordMessage = { id: String(this.nextMessageId++), embed, edits: [] };
      this.messages.push(message);
      if (this.dropsLeft > 0) {
        this.dropsLeft -= 1;
        this.calls.push({ method, path: url.pathname, status: 0 });
        request.socket.destroy();
        return;
      }
      return answer(200, this.messageJson(message));
    }
    if (method === 'PATCH' && messageId) {
      const message = this.messages.find((candidate) => candidate.id === messageId);
      if (!message) return answer(404, { message: 'Unknown Message', code: 10008 });
      message.edits.push(embed);
      return answer(200, this.messageJson(message));
    }
    return answer(405, { message: '405: Method Not Allowed', code: 0 });
  }

  private messageJson(message: FakeDiscordMessage) {
    return {
      id: message.id,
      type: 0,
      channel_id: FakeDiscord.CHANNEL_ID,
      guild_id: FakeDiscord.GUILD_ID,
      webhook_id: FakeDiscord.WEBHOOK_ID,
      embeds: [{ type: 'rich', ...(message.edits.at(-1) ?? message.embed) }],
    };
  }
}
