import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  closeServer,
  isImage,
  readBody,
  readFields,
  sendJson,
  startLoopbackServer,
} from './http-body';

/** A formatting entity as Telegram reports it: offsets in UTF-16 units of the parsed text. */
export interface TelegramEntity {
  type: 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code' | 'pre' | 'text_link';
  offset: number;
  length: number;
  url?: string;
}

export interface FakeTelegramMessage {
  messageId: number;
  chatId: string;
  kind: 'photo' | 'text';
  /** As sent, before parsing. */
  html: string;
  /** After entity parsing: what Telegram counts and shows. */
  text: string;
  entities: TelegramEntity[];
  photo: { bytes: Buffer; contentType: string } | null;
  /** Every edit's parsed text, in order. */
  edits: string[];
}

/** One call, as answered. */
export interface FakeTelegramCall {
  method: string;
  status: number;
  description?: string;
}

interface PlannedAnswer {
  status: 429 | 401;
  retryAfterS?: number;
}

const TAG_ENTITY: Record<string, TelegramEntity['type']> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  pre: 'pre',
  a: 'text_link',
};

function decodeEntity(entity: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };
  if (entity in named) return named[entity];
  const code = entity.startsWith('#x')
    ? parseInt(entity.slice(2), 16)
    : parseInt(entity.slice(1), 10);
  return String.fromCodePoint(code);
}

const ENTITY = /^&(lt|gt|amp|quot|#\d+|#x[0-9a-fA-F]+);/;
const TAG = /^<(\/?)([a-z-]+)((?:\s+[a-z-]+="[^"<]*")*)\s*>/;

/**
 * Telegram's HTML parse mode: only its tags, properly nested, `&` only in the four named
 * entities or numeric ones; answers the text after parsing and its entities.
 */
export function parseTelegramHtml(html: string): { text: string; entities: TelegramEntity[] } {
  let text = '';
  const entities: TelegramEntity[] = [];
  const open: Array<{ tag: string; offset: number; url?: string }> = [];
  let i = 0;
  while (i < html.length) {
    const rest = html.slice(i);
    if (rest[0] === '&') {
      const match = ENTITY.exec(rest);
      if (!match) throw new Error(`can't parse entities: a bare & at ${i}`);
      text += decodeEntity(match[1]);
      i += match[0].length;
    } else if (rest[0] === '<') {
      const match = TAG.exec(rest);
      if (!match || !(match[2] in TAG_ENTITY))
        throw new Error(`can't parse entities: unsupported start tag at ${i}`);
      const [whole, closing, tag, attributes] = match;
      if (closing) {
        const top = open.pop();
        if (top?.tag !== tag) throw new Error(`can't parse entities: unexpected </${tag}>`);
        const length = text.length - top.offset;
        if (length > 0)
          entities.push({
            type: TAG_ENTITY[tag],
            offset: top.offset,
            length,
            ...(top.url ? { url: top.url } : {}),
          });
      } else {
        let url: string | undefined;
        if (tag === 'a') {
          const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
          if (href === undefined) throw new Error("can't parse entities: <a> without href");
          url = parseTelegramHtml(href).text;
        }
        open.push({ tag, offset: text.length, url });
      }
      i += whole.length;
    } else if (rest[0] === '>') {
      throw new Error(`can't parse entities: a bare > at ${i}`);
    } else {
      text += rest[0];
      i += 1;
    }
  }
  if (open.length > 0) throw new Error(`can't parse entities: <${open[0].tag}> is not closed`);
  return { text, entities };
}

const CAPTION_LIMIT = 1024;
const MESSAGE_LIMIT = 4096;

/**
 * The Bot API on a real HTTP server on 127.0.0.1: `POST /bot<token>/<method>` for sendPhoto,
 * sendMessage, editMessageCaption and editMessageText, with Telegram's checks (token, chat,
 * fields, HTML entities, lengths after parsing) and its error answers.
 */
export class FakeTelegram {
  /** The channel the bot may post to, by name and by id. */
  static readonly CHAT_NAME = '@deal_site_test';
  static readonly CHAT_ID = '-1001234567890';

  readonly messages: FakeTelegramMessage[] = [];
  readonly calls: FakeTelegramCall[] = [];
  /** Requests the fake could not make sense of. */
  readonly errors: string[] = [];
  private readonly planned: PlannedAnswer[] = [];
  private nextMessageId = 100;
  private server!: Server;
  apiUrl = '';

  private constructor(readonly token: string) {}

  static async start(token = '123456:TEST-token'): Promise<FakeTelegram> {
    const fake = new FakeTelegram(token);
    const { server, origin } = await startLoopbackServer(
      (request, response) => fake.handle(request, response),
      fake.errors,
    );
    fake.server = server;
    fake.apiUrl = origin;
    return fake;
  }

  /** The next `count` calls get a 429 (with retry_after) or a 401 instead of their answer. */
  answerNext(status: PlannedAnswer['status'], count = 1, retryAfterS?: number): void {
    for (let i = 0; i < count; i += 1) this.planned.push({ status, retryAfterS });
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const method = match?.[2] ?? '';
    const answer = (status: number, result: unknown, extra: Record<string, unknown> = {}) => {
      this.calls.push({
        method,
        status,
        ...(status === 200 ? {} : { description: extra.description as string }),
      });
      sendJson(
        response,
        status,
        status === 200 ? { ok: true, result } : { ok: false, error_code: status, ...extra },
      );
    };
    const badRequest = (description: string) =>
      answer(400, null, { description: `Bad Request: ${description}` });
    if (request.method !== 'POST' || !match) return answer(404, null, { description: 'Not Found' });
    if (match[1] !== this.token) return answer(401, null, { description: 'Unauthorized' });
    const planned = this.planned.shift();
    if (planned?.status === 429)
      return answer(429, null, {
        description: `Too Many Requests: retry after ${planned.retryAfterS}`,
        parameters: { retry_after: planned.retryAfterS },
      });
    if (planned?.status === 401) return answer(401, null, { description: 'Unauthorized' });

    const fields = await readFields(request, body);
    const text = (name: string) => {
      const value = fields.get(name)?.[0];
      return typeof value === 'string' ? value : undefined;
    };
    const chatId = text('chat_id');
    if (chatId !== FakeTelegram.CHAT_NAME && chatId !== FakeTelegram.CHAT_ID)
      return badRequest('chat not found');
    if (text('parse_mode') !== 'HTML') return badRequest(`parse_mode ${text('parse_mode')}`);

    const parse = (html: string | undefined, limit: number, tooLong: string) => {
      if (!html) throw new Error('message text is empty');
      const parsed = parseTelegramHtml(html);
      if (parsed.text.trim() === '') throw new Error('message text is empty');
      // Telegram counts UTF-16 code units, which is what a JS string's length is.
      if (parsed.text.length > limit) throw new Error(tooLong);
      return parsed;
    };
    try {
      switch (method) {
        case 'sendPhoto':
        case 'sendMessage': {
          const photoField = fields.get('photo')?.[0];
          let photo: FakeTelegramMessage['photo'] = null;
          if (method === 'sendPhoto') {
            if (!(photoField instanceof File))
              return badRequest('there is no photo in the request');
            const bytes = Buffer.from(await photoField.arrayBuffer());
            if (!isImage(bytes)) return badRequest('IMAGE_PROCESS_FAILED');
            photo = { bytes, contentType: photoField.type };
          }
          const html = method === 'sendPhoto' ? text('caption') : text('text');
          const parsed =
            method === 'sendPhoto'
              ? parse(html, CAPTION_LIMIT, 'message caption is too long')
              : parse(html, MESSAGE_LIMIT, 'message is too long');
          const message: FakeTelegramMessage = {
            messageId: this.nextMessageId++,
            chatId: FakeTelegram.CHAT_ID,
            kind: method === 'sendPhoto' ? 'photo' : 'text',
            html: html ?? '',
            text: parsed.text,
            entities: parsed.entities,
            photo,
            edits: [],
          };
          this.messages.push(message);
          return answer(200, this.apiMessage(message));
        }
        case 'editMessageCaption':
        case 'editMessageText': {
          const message = this.messages.find(
            (candidate) => candidate.messageId === Number(text('message_id')),
          );
          if (!message) return badRequest('message to edit not found');
          const photo = method === 'editMessageCaption';
          if (photo !== (message.kind === 'photo'))
            return badRequest(`there is no ${photo ? 'caption' : 'text'} in the message to edit`);
          const parsed = photo
            ? parse(text('caption'), CAPTION_LIMIT, 'message caption is too long')
            : parse(text('text'), MESSAGE_LIMIT, 'message is too long');
          const current = message.edits.at(-1) ?? message.text;
          if (parsed.text === current)
            return badRequest('message is not modified: specified new message content is the same');
          message.edits.push(parsed.text);
          return answer(200, this.apiMessage(message));
        }
        default:
          return answer(404, null, { description: 'Not Found: method not found' });
      }
    } catch (error) {
      return badRequest((error as Error).message);
    }
  }

  private apiMessage(message: FakeTelegramMessage) {
    return {
      message_id: message.messageId,
      chat: {
        id: Number(FakeTelegram.CHAT_ID),
        type: 'channel',
        title: 'Deal site test',
        username: FakeTelegram.CHAT_NAME.slice(1),
      },
      date: Math.floor(Date.now() / 1000),
      ...(message.kind === 'photo'
        ? { photo: [{ file_id: `photo-${message.messageId}` }], caption: message.text }
        : { text: message.text }),
    };
  }
}
