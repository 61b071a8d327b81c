import type { LimitCounter, RateLimitStore } from './rate-limit-store';

/** Failed logins for one username from one address before that pair is refused. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_BLOCK_SECONDS = 15 * 60;

/**
 * Failed logins from one address, whatever the usernames, before the whole address is refused:
 * stops one client from sweeping many accounts (credential stuffing, password spraying) while
 * staying far above what a few people sharing an address mistype.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 50;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_BLOCK_SECONDS = 15 * 60;

export const LOGIN_PAIR_KEY_PREFIX = 'login_fail';
export const LOGIN_ADDRESS_KEY_PREFIX = 'login_fail_address';

/**
 * Counts failed logins per username and address, and per address alone. A pair is refused for
 * LOGIN_BLOCK_SECONDS after MAX_FAILED_LOGINS, while the same username from another address (the
 * real curator) can still sign in; an address is refused for every username after
 * MAX_FAILED_LOGINS_PER_ADDRESS. A success forgets the pair's failures, never the address's.
 */
export class LoginThrottle {
  private readonly perPair: LimitCounter;
  private readonly perAddress: LimitCounter;

  constructor(store: RateLimitStore) {
    this.perPair = store.counter({
      keyPrefix: LOGIN_PAIR_KEY_PREFIX,
      points: MAX_FAILED_LOGINS,
      windowSeconds: LOGIN_BLOCK_SECONDS,
      blockSeconds: LOGIN_BLOCK_SECONDS,
    });
    this.perAddress = store.counter({
      keyPrefix: LOGIN_ADDRESS_KEY_PREFIX,
      points: MAX_FAILED_LOGINS_PER_ADDRESS,
      windowSeconds: ADDRESS_WINDOW_SECONDS,
      blockSeconds: ADDRESS_BLOCK_SECONDS,
    });
  }

  static pairKey(usernameNormalized: string, address: string): string {
    return `${usernameNormalized}_${address}`;
  }

  /** Seconds until this username may try again from this address; 0 when it may try now. */
  async retryAfterSeconds(usernameNormalized: string, address: string): Promise<number> {
    const [pair, wholeAddress] = await Promise.all([
      this.perPair.retryAfterSeconds(LoginThrottle.pairKey(usernameNormalized, address)),
      this.perAddress.retryAfterSeconds(address),
    ]);
    return Math.max(pair, wholeAddress);
  }

  async recordFailure(usernameNormalized: string, address: string): Promise<void> {
    await Promise.all([
      this.perPair.record(LoginThrottle.pairKey(usernameNormalized, address)),
      this.perAddress.record(address),
    ]);
  }

  async recordSuccess(usernameNormalized: string, address: string): Promise<void> {
    await this.perPair.reset(LoginThrottle.pairKey(usernameNormalized, address));
  }
}
