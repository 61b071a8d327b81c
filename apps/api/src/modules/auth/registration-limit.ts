import type { LimitCounter, RateLimitStore } from './rate-limit-store';

/** New accounts one address may create per window: stops scripted sign-up floods. */
export const MAX_REGISTRATIONS_PER_ADDRESS = 10;
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;

export const REGISTRATION_KEY_PREFIX = 'register_address';

/** Counts registration attempts per address; malformed inputs are not counted, taken names are. */
export class RegistrationLimit {
  private readonly perAddress: LimitCounter;

  constructor(store: RateLimitStore) {
    this.perAddress = store.counter({
      keyPrefix: REGISTRATION_KEY_PREFIX,
      points: MAX_REGISTRATIONS_PER_ADDRESS,
      windowSeconds: REGISTRATION_WINDOW_SECONDS,
    });
  }

  /**
   * Takes one of the address's registrations, atomically so concurrent requests cannot overshoot.
   * Answers the seconds to wait when none was left (the registration must then be refused), or 0.
   */
  take(address: string): Promise<number> {
    return this.perAddress.take(address);
  }
}
