import { AppError } from '../../common/app-error';
import { numericKey } from '../../common/numeric-key';
import { ShardedMap } from '../../common/sharded-map';

/**
 * Requests one address (an IPv6 /64) may send to each counting endpoint (a deal's click, the
 * visit beacon) per window: a person, or an office of them, never gets near it; a script hammering
 * the endpoint gets 429 instead of costing a hash and a tally on every request.
 */
export const COUNTED_REQUESTS_PER_WINDOW = 60;
export const COUNTED_REQUEST_WINDOW_SECONDS = 10;
const WINDOW_MS = COUNTED_REQUEST_WINDOW_SECONDS * 1000;
/** Addresses counted in one window at most. */
const MAX_TRACKED_ADDRESSES = 200_000;

export const tooManyCountedRequests = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many requests from this address. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfter: retryAfterSeconds },
  );

/**
 * Fixed windows of COUNTED_REQUEST_WINDOW_SECONDS, one count per address, in this process's
 * memory: a new window starts with an empty map (sharded, so that growing to a window's worth of
 * addresses never copies them all at once). Not rate-limiter-flexible as the login limits
 * are: its memory store arms a timer per key, which cost a click a third of its throughput, and
 * Redis would add a round trip to every click; a burst limit per process is enough here (the
 * daily caps decide what counts). Past MAX_TRACKED_ADDRESSES in one window, further addresses go
 * uncounted until the next one, so memory stays bounded.
 */
class AddressWindows {
  /** numericKey of each address -> its requests in this window. */
  private readonly taken = new ShardedMap<number>();
  private windowStartedAt = 0;

  /** Takes one request; throws TOO_MANY_REQUESTS past the window's allowance. */
  take(address: string): void {
    const now = Date.now();
    if (now - this.windowStartedAt >= WINDOW_MS) {
      this.taken.clear();
      this.windowStartedAt = now;
    }
    const key = numericKey(address);
    const taken = (this.taken.get(key) ?? 0) + 1;
    if (taken > COUNTED_REQUESTS_PER_WINDOW) {
      const remainingMs = this.windowStartedAt + WINDOW_MS - now;
      throw tooManyCountedRequests(Math.max(1, Math.ceil(remainingMs / 1000)));
    }
    if (taken > 1 || this.taken.size < MAX_TRACKED_ADDRESSES) this.taken.set(key, taken);
  }
}

/** What a request may count: a Grab Deal press, a visit (the home page's beacon), a report. */
export type Counter = 'click' | 'visit' | 'report';

/**
 * The burst limits in front of each counter, REST and GraphQL alike. Reports have none here:
 * ReportService takes their hourly limit per address, shared by every process.
 */
export class CountedRequestLimits {
  private readonly windows: Record<Counter, AddressWindows | null> = {
    click: new AddressWindows(),
    visit: new AddressWindows(),
    report: null,
  };

  /** Takes one request of the address; throws TOO_MANY_REQUESTS beyond the counter's limit. */
  take(counter: Counter, address: string): void {
    this.windows[counter]?.take(address);
  }
}
