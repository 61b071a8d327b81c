import { AppError } from '../../common/app-error';
import type { LimitCounter, RateLimitStore } from '../auth/rate-limit-store';

/**
 * Requests one address (an IPv6 /64) may send to each counting endpoint (a deal's click, the
 * visit beacon) per window: a person, or an office of them, never gets near it; a script hammering
 * the endpoint gets 429 instead of costing a hash and a tally on every request.
 */
export const COUNTED_REQUESTS_PER_WINDOW = 60;
export const COUNTED_REQUEST_WINDOW_SECONDS = 10;

export const tooManyCountedRequests = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many requests from this address. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfter: retryAfterSeconds },
  );

/** The rate limits in front of clicks and visits, in the store every other limit uses. */
export class CountedRequestLimits {
  private readonly clicks: LimitCounter;
  private readonly visits: LimitCounter;

  constructor(store: RateLimitStore) {
    const rule = {
      points: COUNTED_REQUESTS_PER_WINDOW,
      windowSeconds: COUNTED_REQUEST_WINDOW_SECONDS,
    };
    this.clicks = store.counter({ keyPrefix: 'counted_clicks', ...rule });
    this.visits = store.counter({ keyPrefix: 'counted_visits', ...rule });
  }

  /** Takes one click request of the address; throws TOO_MANY_REQUESTS beyond the limit. */
  async takeClick(address: string): Promise<void> {
    const retryAfter = await this.clicks.take(address);
    if (retryAfter > 0) throw tooManyCountedRequests(retryAfter);
  }

  /** Takes one visit beacon of the address; throws TOO_MANY_REQUESTS beyond the limit. */
  async takeVisit(address: string): Promise<void> {
    const retryAfter = await this.visits.take(address);
    if (retryAfter > 0) throw tooManyCountedRequests(retryAfter);
  }
}
