import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  type ChannelPost,
  type ChannelPoster,
  type PostedRef,
} from '../channel';
import {
  EXPIRED_PREFIX,
  escapeHtml,
  escapeHtmlAttribute,
  fitPostLines,
  plainPostText,
  utf16Length,
  type PostLines,
} from '../post-text';
import { multipartBody } from './multipart-body';

export interface TelegramSettings {
  botToken: string;
  /** A channel's `@name` or numeric id. */
  chatId: string;
  /** https://api.telegram.org, or a test server. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/** Telegram's limits in UTF-16 units of the text after entity parsing. */
export const TELEGRAM_CAPTION_LIMIT = 1024;
export const TELEGRAM_MESSAGE_LIMIT = 4096;

/** When a 429 carries no retry_after. */
const DEFAULT_RETRY_AFTER_S = 30;

interface TelegramAnswer {
  ok: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

interface TelegramMessage {
  message_id: number;
  chat: { id: number; username?: string };
}

/** What an edit needs: where the message is and whether its text is a photo's caption. */
interface TelegramRemoteId {
  chatId: string;
  messageId: number;
  photo: boolean;
}

function encodeRemoteId({ chatId, messageId, photo }: TelegramRemoteId): string {
  return `${photo ? 'photo' : 'text'}:${chatId}:${messageId}`;
}

function decodeRemoteId(remoteId: string): TelegramRemoteId {
  const match = /^(photo|text):(-?\d+|@\w+):(\d+)$/.exec(remoteId);
  if (!match) throw new Error(`not a Telegram post id: ${remoteId}`);
  return { photo: match[1] === 'photo', chatId: match[2], messageId: Number(match[3]) };
}

/** The title bold, the link a link; escaped only now, after the cut, so no entity is cut. */
export function telegramHtml(lines: PostLines): string {
  return [
    `<b>${escapeHtml(lines.title)}</b>`,
    ...lines.details.map(escapeHtml),
    `<a href="${escapeHtmlAttribute(lines.url)}">${escapeHtml(lines.url)}</a>`,
  ].join('\n');
}

/** Answers about the chat or the bot's rights in it, which no retry mends. */
const REFUSED_DESCRIPTION = /chat not found|not enough rights|have no rights|CHAT_WRITE_FORBIDDEN/i;

/** Edits that change nothing, or whose message is gone, leave nothing more to do. */
const FINISHED_EDIT = /message is not modified|message to edit not found/i;

/** Posts through the Bot API: a photo with an HTML caption, or a message when there is no image. */
export class TelegramPoster implements ChannelPoster {
  readonly name = 'telegram';
  private readonly apiUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly settings: TelegramSettings) {
    this.apiUrl = settings.apiUrl.replace(/\/+$/, '');
    this.fetch = settings.fetch ?? fetch;
  }

  async post(post: ChannelPost, signal?: AbortSignal): Promise<PostedRef> {
    const limit = post.image ? TELEGRAM_CAPTION_LIMIT : TELEGRAM_MESSAGE_LIMIT;
    // Room is kept for the "Expired: " edit, which must fit the same limit.
    const lines = fitPostLines(
      post,
      (candidate) => utf16Length(EXPIRED_PREFIX + plainPostText(candidate)) <= limit,
    );
    const html = telegramHtml(lines);
    let message: TelegramMessage;
    if (post.image) {
      const form = multipartBody([
        ['chat_id', this.settings.chatId],
        ['caption', html],
        ['parse_mode', 'HTML'],
        [
          'photo',
          {
            bytes: post.image.bytes,
            contentType: post.image.contentType,
            filename: post.image.contentType === 'image/png' ? 'deal.png' : 'deal.jpg',
          },
        ],
      ]);
      message = (await this.call('sendPhoto', { multipart: form }, signal)) as TelegramMessage;
    } else {
      message = (await this.call(
        'sendMessage',
        { chat_id: this.settings.chatId, text: html, parse_mode: 'HTML' },
        signal,
      )) as TelegramMessage;
    }
    const chatId = String(message.chat.id);
    const messageId = message.message_id;
    return {
      remoteId: encodeRemoteId({ chatId, messageId, photo: post.image !== null }),
      remoteUrl: this.messageUrl(message),
      text: html,
    };
  }

  async markExpired(ref: PostedRef, signal?: AbortSignal): Promise<void> {
    const { chatId, messageId, photo } = decodeRemoteId(ref.remoteId);
    const text = EXPIRED_PREFIX + ref.text;
    try {
      if (photo)
        await this.call(
          'editMessageCaption',
          { chat_id: chatId, message_id: messageId, caption: text, parse_mode: 'HTML' },
          signal,
        );
      else
        await this.call(
          'editMessageText',
          { chat_id: chatId, message_id: messageId, text, parse_mode: 'HTML' },
          signal,
        );
    } catch (error) {
      if (error instanceof TelegramBadRequest && FINISHED_EDIT.test(error.message)) return;
      throw error;
    }
  }

  /** Public channels have links by name; a private chat's messages have none. */
  private messageUrl(message: TelegramMessage): string | null {
    const name = this.settings.chatId.startsWith('@')
      ? this.settings.chatId.slice(1)
      : message.chat.username;
    return name ? `https://t.me/${name}/${message.message_id}` : null;
  }

  private async call(
    method: string,
    fields: Record<string, unknown> | { multipart: ReturnType<typeof multipartBody> },
    signal?: AbortSignal,
  ): Promise<unknown> {
    const { body, contentType } =
      'multipart' in fields
        ? (fields.multipart as ReturnType<typeof multipartBody>)
        : { body: JSON.stringify(fields), contentType: 'application/json' };
    const response = await this.fetch(`${this.apiUrl}/bot${this.settings.botToken}/${method}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'Content-Type': contentType },
      signal,
    });
    const answer = (await response.json().catch(() => ({ ok: false }))) as TelegramAnswer;
    if (response.ok && answer.ok) return answer.result;
    const description = answer.description ?? `HTTP ${response.status}`;
    const status = answer.error_code ?? response.status;
    if (status === 429)
      throw new ChannelRateLimitedError(
        'telegram',
        (answer.parameters?.retry_after ?? DEFAULT_RETRY_AFTER_S) * 1000,
      );
    if (status === 401 || status === 403 || REFUSED_DESCRIPTION.test(description))
      throw new ChannelRefusedError('telegram', `Telegram ${method}: ${description}`);
    if (status === 400) throw new TelegramBadRequest(`Telegram ${method}: ${description}`);
    throw new Error(`Telegram ${method}: ${description}`);
  }
}

class TelegramBadRequest extends Error {
  override name = 'TelegramBadRequest';
}
