import { toSqlDateTime } from '@deal-site/database';
import type { SelectQueryBuilder } from 'typeorm';
import type { Deal } from './deal.entity';
import { DealExpiry } from './deal.inputs';

/** Whether the deal has left the lists: its expiry is set and has come. */
export function isExpired(deal: Pick<Deal, 'expiresAt'>, now: Date): boolean {
  return deal.expiresAt !== null && deal.expiresAt.getTime() <= now.getTime();
}

/** Whether the deal waits for its publish time (its createdAt) to come: the public never sees it. */
export function isScheduled(deal: Pick<Deal, 'createdAt'>, now: Date): boolean {
  return deal.createdAt.getTime() > now.getTime();
}

const PUBLISHED = 'deal.createdAt <= :expiryNow';

const CONDITIONS: Record<DealExpiry, string | null> = {
  [DealExpiry.LIVE]: `${PUBLISHED} AND (deal.expiresAt IS NULL OR deal.expiresAt > :expiryNow)`,
  [DealExpiry.EXPIRING]: `${PUBLISHED} AND deal.expiresAt > :expiryNow`,
  [DealExpiry.EXPIRED]: `${PUBLISHED} AND deal.expiresAt <= :expiryNow`,
  [DealExpiry.SCHEDULED]: 'deal.createdAt > :expiryNow',
  [DealExpiry.ALL]: null,
};

/** LIVE with the scheduled deals too: what the curator's REST list holds. */
const LIVE_OR_SCHEDULED = '(deal.expiresAt IS NULL OR deal.expiresAt > :expiryNow)';

/**
 * Narrows a query of `deal` rows to those on `expiry`'s side of `now`; scheduled deals are in
 * SCHEDULED and ALL only, unless `withScheduled` adds them to LIVE.
 */
export function whereExpiry(
  builder: SelectQueryBuilder<Deal>,
  expiry: DealExpiry,
  now: Date,
  { withScheduled = false } = {},
): SelectQueryBuilder<Deal> {
  const condition =
    withScheduled && expiry === DealExpiry.LIVE ? LIVE_OR_SCHEDULED : CONDITIONS[expiry];
  // Text in the columns' own form: both dialects compare it with what they store.
  return condition ? builder.andWhere(condition, { expiryNow: toSqlDateTime(now) }) : builder;
}
