import { dedupeByTitle, splitTodayYesterday } from '@deal-site/deal-text';
import { useMemo } from 'react';
import { useSite } from '../app/site-context';
import { DealGrid } from '../features/deals/components/DealGrid';
import { useDealList } from '../features/deals/hooks/useDealList';
import { PageShell } from '../features/layout/components/PageShell';

export function HomePage() {
  const { config, renderedAt } = useSite();
  const { deals, loading, failed } = useDealList('DAILY');
  const today = useMemo(
    () => splitTodayYesterday(dedupeByTitle(deals), renderedAt, config.siteTimeZone).today,
    [deals, renderedAt, config.siteTimeZone],
  );

  return (
    <PageShell heading="Today's Deals" title="Daily Deals">
      <DealGrid
        deals={today}
        loading={loading}
        failed={failed}
        emptyText="No deals yet today. Check back soon!"
      />
    </PageShell>
  );
}
