import { RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { sendNotification, type RequestOptions, type PushSubscription } from 'web-push';

/** A deal notification a day late is noise: push services drop it after 4 hours. */
export const PUSH_TTL_SECONDS = 14_400;
/** How long one request to a push service may take. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Sends one encrypted message; web-push's sendNotification, which rejects on any non-2xx answer. */
export type SendPush = (
  subscription: PushSubscription,
  payload: string,
  options: RequestOptions,
) => Promise<{ statusCode: number }>;

export const sendWithWebPush: SendPush = (subscription, payload, options) =>
  sendNotification(subscription, payload, options);

/**
 * The connection every message goes through. An endpoint's host was public when it was stored, but
 * its name may resolve elsewhere since: the address is judged again at each connection, so no
 * message is ever sent to a private, loopback or link-local address (loopback alone with
 * IMPORT_ALLOW_PRIVATE_HOSTS, where the tests' push services listen).
 */
export function pushServiceAgent(allowLoopback: boolean): RequestFilteringHttpsAgent {
  return new RequestFilteringHttpsAgent({
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: allowLoopback ? ['127.0.0.1', '::1'] : [],
  });
}

export interface PushRetryPolicy {
  attempts: number;
  /** Wait before the first retry without Retry-After; each further retry waits twice as long. */
  firstDelayMs: number;
  /** No wait is longer, whatever Retry-After asks: the sweep must end within its interval or so. */
  maxDelayMs: number;
}

/** 3 tries, 1 s then 2 s apart, or as Retry-After asks, up to 10 s. */
export const PUSH_RETRY_POLICY: PushRetryPolicy = {
  attempts: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 10_000,
};

/** 'gone': the push service no longer knows the subscription (404/410); it is deleted. */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; statusCode: number } | { kind: 'failed'; reason: string };

interface PushServiceError {
  statusCode?: unknown;
  headers?: Record<string, string | string[] | undefined>;
  message?: unknown;
}

function statusOf(error: unknown): number | null {
  const status = (error as PushServiceError | null)?.statusCode;
  return typeof status === 'number' ? status : null;
}

/** 429 and 5xx answers, and no answer at all (refused, reset, timed out), may pass. */
function isTransient(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now: number): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function retryDelayMs(error: unknown, attempt: number, policy: PushRetryPolicy): number {
  const asked = retryAfterMs(
    (error as PushServiceError | null)?.headers?.['retry-after'],
    Date.now(),
  );
  const delay = asked ?? policy.firstDelayMs * 2 ** (attempt - 1);
  return Math.min(delay, policy.maxDelayMs);
}

function describe(error: unknown): string {
  const status = statusOf(error);
  const message = (error as PushServiceError | null)?.message;
  const text = typeof message === 'string' ? message : String(error);
  return status === null ? text : `HTTP ${status}: ${text}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends, retrying 429, 5xx and network failures with backoff (Retry-After when the service gives
 * one, capped). Rejects only when `signal` aborts between attempts: nothing was delivered then.
 */
export async function sendPushWithRetry(
  send: SendPush,
  subscription: PushSubscription,
  payload: string,
  options: RequestOptions,
  policy: PushRetryPolicy = PUSH_RETRY_POLICY,
  signal?: AbortSignal,
): Promise<PushOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send(subscription, payload, options);
      return { kind: 'sent' };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 410) return { kind: 'gone', statusCode: status };
      if (attempt >= policy.attempts || !isTransient(status))
        return { kind: 'failed', reason: describe(error) };
      await sleep(retryDelayMs(error, attempt, policy), signal);
    }
  }
}
