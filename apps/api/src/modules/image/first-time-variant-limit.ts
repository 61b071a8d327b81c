import type { LimitCounter, RateLimitStore } from '../auth/rate-limit-store';

/** Variants not yet stored one address may have made per window (the site's own sizes aside). */
export const MAX_FIRST_TIME_VARIANTS_PER_ADDRESS = 60;
export const FIRST_TIME_VARIANT_WINDOW_SECONDS = 60;

export const FIRST_TIME_VARIANT_KEY_PREFIX = 'image_variant_address';

/** Counts, per address, the resizes of sizes the site never asks for itself. */
export class FirstTimeVariantLimit {
  private readonly perAddress: LimitCounter;

  constructor(store: RateLimitStore) {
    this.perAddress = store.counter({
      keyPrefix: FIRST_TIME_VARIANT_KEY_PREFIX,
      points: MAX_FIRST_TIME_VARIANTS_PER_ADDRESS,
      windowSeconds: FIRST_TIME_VARIANT_WINDOW_SECONDS,
    });
  }

  /** Takes one of the address's resizes: the seconds to wait when none was left, else 0. */
  take(address: string): Promise<number> {
    return this.perAddress.take(address);
  }
}
