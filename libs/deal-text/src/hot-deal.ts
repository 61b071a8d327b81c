import { type DealLike } from './types';

/** The flame shows only when a deal beats the average, so equal clicks do not count. */
export function isHotDeal(clicks: number | null | undefined, average: number): boolean {
  return (clicks ?? 0) > average;
}

export function averageClicks(deals: readonly Pick<DealLike, 'clicks'>[]): number {
  if (deals.length === 0) return 0;
  const total = deals.reduce((sum, deal) => sum + (deal.clicks ?? 0), 0);
  return total / deals.length;
}

/** Average clicks to one decimal, as the admin overview shows it. */
export function formatAverage(average: number): string {
  return Number.isFinite(average) ? average.toFixed(1) : '0.0';
}
