import type { SqlDigestStore } from './sql-digest-store';

/** How long a subscription may wait for its confirmation before it is removed. */
export const PENDING_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes the subscriptions never confirmed within 7 days; answers how many went. */
export function purgeUnconfirmedSubscriptions(
  store: SqlDigestStore,
  now: Date = new Date(),
): Promise<number> {
  return store.purgePending(new Date(now.getTime() - PENDING_LIFETIME_MS));
}
