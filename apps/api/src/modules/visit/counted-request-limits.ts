import { LRUCache } from 'lru-cache';
import { AppError } from '../../common/app-error';

/**
 * Requests one address (an IPv6 /64) may send to each counting endpoint (a deal's click, the
 * visit beacon) per window: a person, or an office of them, never gets near it; a script hammering
 * the endpoint gets 429 instead of costing a hash and a tally on every request.
 */
export const COUNTED_REQUESTS_PER_WINDOW = 60;
export const COUNTED_REQUEST_WINDOW_SECONDS = 10;
const WINDOW_MS = COUNTED_REQUEST_WINDOW_SECONDS * 1000;
/** Addresses whose window is remembered; past it the least recently seen are forgotten first. */
const MAX_TRACKED_ADDRESSES = 200_000;

export const tooManyCountedRequests = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many requests from this address. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfter: retryAfterSeconds },
  );

/**
 * A fixed window per address, in this process's memory. Not rate-limiter-flexible as the login
 * limits are: its memory store arms a timer per key, which cost a click a third of its
 * throughput, and Redis would add a round trip to every click; a burst limit per process is
 * enough here (the daily caps decide what counts).
 */
class AddressWindows {
  private readonly windows = new LRUCache<string, { startedAt: number; taken: number }>({
    max: MAX_TRACKED_ADDRESSES,
  });

  /** Takes one request; throws TOO_MANY_REQUESTS past the window's allowance. */
  take(address: string): void {
    const now = Date.now();
    const window = this.windows.get(address);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.windows.set(address, { startedAt: now, taken: 1 });
      return;
    }
    window.taken += 1;
    if (window.taken <= COUNTED_REQUESTS_PER_WINDOW) return;
    throw tooManyCountedRequests(
      Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)),
    );
  }
}

/** The rate limits in front of clicks and visits, REST, GraphQL and the click fast path alike. */
export class CountedRequestLimits {
  private readonly clicks = new AddressWindows();
  private readonly visits = new AddressWindows();

  /** Takes one click request of the address; throws TOO_MANY_REQUESTS beyond the limit. */
  takeClick(address: string): void {
    this.clicks.take(address);
  }

  /** Takes one visit beacon of the address; throws TOO_MANY_REQUESTS beyond the limit. */
  takeVisit(address: string): void {
    this.visits.take(address);
  }
}
