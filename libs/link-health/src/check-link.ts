import { NonPublicAddressError } from '@deal-site/deal-import';
import { botBlockingStore } from './bot-blocking-stores';
import { checkContext, type CheckContext, type LinkCheckOptions } from './link-check-options';
import { type LinkAnswer, type LinkRequest } from './link-request';
import {
  describeDuration,
  describeHttpStatus,
  linkCheck,
  statusOfAnswer,
  type LinkCheck,
} from './link-status';

/** Answers to HEAD that servers also give when they only dislike HEAD: asked again with GET. */
const HEAD_REFUSALS = new Set([400, 403, 405, 501]);

const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
};

class RequestTimeoutError extends Error {}

/** Refuses what must not be requested: other schemes and bot-blocking stores. */
function refusalBeforeRequest(url: URL, viaRedirect: boolean): LinkCheck | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return linkCheck('broken', 'only http and https links are checked', url.href);
  }
  const store = botBlockingStore(url);
  if (!store) return null;
  const reason = viaRedirect
    ? `not checked: redirects to ${store}, which blocks automated checks`
    : `not checked: ${store} blocks automated checks`;
  return linkCheck('not-checked', reason, url.href);
}

async function requestOnce(
  url: URL,
  method: LinkRequest['method'],
  context: CheckContext,
): Promise<LinkAnswer> {
  await context.pacer.take(url.hostname, context.signal);
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const signal = context.signal ? AbortSignal.any([context.signal, timeout]) : timeout;
  try {
    return await context.send({ url, method, userAgent: context.userAgent, signal });
  } catch (error) {
    if (timeout.aborted && !context.signal?.aborted) throw new RequestTimeoutError();
    throw error;
  }
}

async function requestHeadOrGet(url: URL, context: CheckContext): Promise<LinkAnswer> {
  const head = await requestOnce(url, 'HEAD', context);
  return HEAD_REFUSALS.has(head.httpStatus) ? requestOnce(url, 'GET', context) : head;
}

function failedRequest(error: unknown, url: URL, timeoutMs: number): LinkCheck {
  if (error instanceof RequestTimeoutError) {
    return linkCheck('unknown', `timed out after ${describeDuration(timeoutMs)}`, url.href);
  }
  if (error instanceof NonPublicAddressError) {
    return linkCheck('broken', 'not a public address', url.href);
  }
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOTFOUND') return linkCheck('broken', 'unknown host', url.href);
  const reason = (code && CONNECTION_FAILURES[code]) ?? `request failed: ${code ?? message}`;
  return linkCheck('unknown', reason, url.href);
}

function isRedirect(answer: LinkAnswer): answer is LinkAnswer & { location: string } {
  return answer.httpStatus >= 300 && answer.httpStatus < 400 && answer.location !== null;
}

const isHomePage = (url: URL) => url.pathname === '/';

/**
 * Follows one link the way the rules say: HEAD (GET where HEAD is refused), each request paced
 * per host, redirects followed up to the limit and judged on the way.
 */
export async function followLink(link: string, context: CheckContext): Promise<LinkCheck> {
  context.signal?.throwIfAborted();
  let start: URL;
  try {
    start = new URL(link);
  } catch {
    return linkCheck('broken', 'not a valid link', link);
  }
  const visited = new Set<string>();
  let current = start;
  for (let redirects = 0; ; redirects += 1) {
    const refusal = refusalBeforeRequest(current, redirects > 0);
    if (refusal) return refusal;
    visited.add(current.href);

    let answer: LinkAnswer;
    try {
      answer = await requestHeadOrGet(current, context);
    } catch (error) {
      context.signal?.throwIfAborted();
      return failedRequest(error, current, context.timeoutMs);
    }
    const { httpStatus } = answer;
    if (!isRedirect(answer)) {
      const status = statusOfAnswer(httpStatus);
      return linkCheck(status, describeHttpStatus(httpStatus), current.href, httpStatus);
    }

    let next: URL;
    try {
      next = new URL(answer.location, current);
    } catch {
      return linkCheck('broken', 'redirects to an invalid address', current.href, httpStatus);
    }
    if (visited.has(next.href)) return linkCheck('broken', 'redirect loop', next.href);
    if (redirects === context.maxRedirects) {
      return linkCheck('broken', `more than ${context.maxRedirects} redirects`, next.href);
    }
    // The product page was dropped: the link no longer leads to the deal.
    if (isHomePage(next) && !isHomePage(start)) {
      return linkCheck('broken', 'redirects to the home page', next.href);
    }
    current = next;
  }
}

/** Checks one link; never rejects but when `options.signal` aborts. */
export function checkLink(url: string, options: LinkCheckOptions): Promise<LinkCheck> {
  return followLink(url, checkContext(options));
}
