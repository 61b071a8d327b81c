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
 * Counts login attempts per username and address, and per address alone. Each attempt takes its
 * points before the password is compared and gives them back when it succeeds, so concurrent
 * attempts can never be judged more often than the limits allow. A pair is refused for
 * LOGIN_BLOCK_SECONDS after MAX_FAILED_LOGINS failures, while the same username from another
 * address (the real curator) can still sign in; an address is refused for every username after
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

  /**
   * Takes this attempt's points, counted as a failure until `succeeded` says otherwise. Answers the
   * seconds to wait when the attempt is refused (nothing is then taken), 0 when it may be judged.
   */
  async begin(usernameNormalized: string, address: string): Promise<number> {
    const wholeAddress = await this.perAddress.take(address);
    if (wholeAddress > 0) return wholeAddress;
    const pair = await this.perPair.take(LoginThrottle.pairKey(usernameNormalized, address));
    if (pair > 0) await this.perAddress.giveBack(address);
    return pair;
  }

  /** Gives back what `begin` took, for an attempt that was refused before it was judged. */
  async notJudged(usernameNormalized: string, address: string): Promise<void> {
    await Promise.all([
      this.perPair.giveBack(LoginThrottle.pairKey(usernameNormalized, address)),
      this.perAddress.giveBack(address),
    ]);
  }

  async succeeded(usernameNormalized: string, address: string): Promise<void> {
    await Promise.all([
      this.perPair.reset(LoginThrottle.pairKey(usernameNormalized, address)),
      this.perAddress.giveBack(address),
    ]);
  }
}
