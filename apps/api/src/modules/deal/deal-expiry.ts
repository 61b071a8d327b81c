import { toSqlDateTime } from '@deal-site/database';
import type { SelectQueryBuilder } from 'typeorm';
import type { Deal } from './deal.entity';
import { DealExpiry } from './deal.inputs';

/** Whether the deal has left the lists: its expiry is set and has come. */
export function isExpired(deal: Pick<Deal, 'expiresAt'>, now: Date): boolean {
  return deal.expiresAt !== null && deal.expiresAt.getTime() <= now.getTime();
}

const CONDITIONS: Record<DealExpiry, string | null> = {
  [DealExpiry.LIVE]: '(deal.expiresAt IS NULL OR deal.expiresAt > :expiryNow)',
  [DealExpiry.EXPIRING]: 'deal.expiresAt > :expiryNow',
  [DealExpiry.EXPIRED]: 'deal.expiresAt <= :expiryNow',
  [DealExpiry.ALL]: null,
};

/** Narrows a query of `deal` rows to those on `expiry`'s side of `now`. */
export function whereExpiry(
  builder: SelectQueryBuilder<Deal>,
  expiry: DealExpiry,
  now: Date,
): SelectQueryBuilder<Deal> {
  const condition = CONDITIONS[expiry];
  // Text in the columns' own form: both dialects compare it with what they store.
  return condition ? builder.andWhere(condition, { expiryNow: toSqlDateTime(now) }) : builder;
}
