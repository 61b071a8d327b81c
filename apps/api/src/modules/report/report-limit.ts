import { AppError } from '../../common/app-error';
import type { LimitCounter, RateLimitStore } from '../auth/rate-limit-store';

/** Reports one address may send per window: a household reporting a few deals never meets it. */
export const MAX_REPORTS_PER_ADDRESS = 20;
export const REPORT_WINDOW_SECONDS = 60 * 60;

export const tooManyReports = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many reports from this address. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfter: retryAfterSeconds },
  );

/** Counts reports per address (in Redis when there is one, so every process shares the count). */
export class ReportLimit {
  private readonly perAddress: LimitCounter;

  constructor(store: RateLimitStore) {
    this.perAddress = store.counter({
      keyPrefix: 'report_address',
      points: MAX_REPORTS_PER_ADDRESS,
      windowSeconds: REPORT_WINDOW_SECONDS,
    });
  }

  /** Takes one of the address's reports; throws TOO_MANY_REQUESTS when none is left. */
  async take(address: string): Promise<void> {
    const wait = await this.perAddress.take(address);
    if (wait > 0) throw tooManyReports(wait);
  }
}
