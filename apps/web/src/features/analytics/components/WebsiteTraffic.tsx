import { StyledPillButton } from '../../layout/components/buttons';
import { PanelCard } from '../../layout/components/PanelCard';
import { StyledPanelHeader, StyledPanelNote } from '../../layout/components/panel-parts';
import { usePolledJson } from '../hooks/usePolledJson';
import { useResetVisitStats } from '../hooks/useResetVisitStats';
import { TRAFFIC_REFETCH_MS, type DailyTraffic, type VisitStats } from '../lib/analytics-types';
import { formatCount, formatTrend } from '../lib/format-figures';
import { StatFigures } from './StatFigures';
import { TrafficChart } from './TrafficChart';

/** Unique visitors today, yesterday, this week and month with trends, a 30-day chart and Reset Stats. */
export function WebsiteTraffic() {
  const stats = usePolledJson<VisitStats>('/api/visits/stats', TRAFFIC_REFETCH_MS);
  const daily = usePolledJson<{ days: DailyTraffic[] }>('/api/visits/daily', TRAFFIC_REFETCH_MS);
  const { reset, pending } = useResetVisitStats((fresh) => {
    stats.replace(fresh);
    void daily.refetch();
  });

  return (
    <PanelCard aria-labelledby="website-traffic-heading">
      <StyledPanelHeader>
        <h2 id="website-traffic-heading">Website Traffic</h2>
        <StyledPillButton type="button" disabled={pending} onClick={() => void reset()}>
          Reset Stats
        </StyledPillButton>
      </StyledPanelHeader>
      {stats.data ? (
        <StatFigures
          figures={[
            { label: 'Today', value: formatCount(stats.data.today) },
            { label: 'Yesterday', value: formatCount(stats.data.yesterday) },
            { label: 'This Week', value: formatCount(stats.data.week) },
            { label: 'This Month', value: formatCount(stats.data.month) },
            { label: 'Week Trend', value: formatTrend(stats.data.weekTrend) },
            { label: 'Month Trend', value: formatTrend(stats.data.monthTrend) },
          ]}
        />
      ) : (
        <StyledPanelNote role={stats.error ? 'alert' : 'status'}>
          {stats.error ? `Could not load traffic (${stats.error.message}).` : 'Loading traffic…'}
        </StyledPanelNote>
      )}
      <StyledPanelNote>
        Unique visitors per day; bots and prefetches are not counted.
      </StyledPanelNote>
      {daily.data ? <TrafficChart days={daily.data.days} /> : null}
    </PanelCard>
  );
}
