import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';
import { PanelCard } from '../../layout/components/PanelCard';
import { StyledPanelNote } from '../../layout/components/panel-parts';
import { useCleanupImages } from '../hooks/useCleanupImages';
import { usePolledJson } from '../hooks/usePolledJson';
import { TRAFFIC_REFETCH_MS, type ClickOverview } from '../lib/analytics-types';
import { formatAverage, formatCount } from '../lib/format-figures';
import { StatFigures } from './StatFigures';
import { TopDealsList } from './TopDealsList';

const StyledTopLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Deal totals, clicks, the most clicked deals, and the unused-image cleanup. */
export function AnalyticsOverview() {
  const { data, error } = usePolledJson<ClickOverview>('/api/clicks/stats', TRAFFIC_REFETCH_MS);
  const { cleanup, pending } = useCleanupImages();

  return (
    <PanelCard aria-labelledby="analytics-overview-heading">
      <h2 id="analytics-overview-heading">Analytics Overview</h2>
      {data ? (
        <>
          <StatFigures
            figures={[
              { label: 'Total Deals', value: formatCount(data.totalDeals) },
              { label: 'Total Clicks', value: formatCount(data.totalClicks) },
              { label: 'Avg. Clicks per Deal', value: formatAverage(data.averageClicks) },
            ]}
          />
          <StyledTopLists>
            <TopDealsList heading="Top 5 Deals (all time)" deals={data.topAllTime} />
            <TopDealsList heading="Top 5 Deals (last 7 days)" deals={data.topLastWeek} />
          </StyledTopLists>
        </>
      ) : (
        <StyledPanelNote role={error ? 'alert' : 'status'}>
          {error ? `Could not load the figures (${error.message}).` : 'Loading figures…'}
        </StyledPanelNote>
      )}
      <div>
        <StyledPillButton type="button" disabled={pending} onClick={() => void cleanup()}>
          Cleanup Unused Images
        </StyledPillButton>
      </div>
    </PanelCard>
  );
}
