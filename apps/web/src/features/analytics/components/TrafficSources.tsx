import { localDateString } from '@deal-site/deal-text';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { pillControl } from '../../layout/components/buttons';
import { PanelCard } from '../../layout/components/PanelCard';
import {
  StyledPanelHeader,
  StyledPanelNote,
  StyledPillLink,
} from '../../layout/components/panel-parts';
import { usePolledJson } from '../hooks/usePolledJson';
import { useTrafficSources } from '../hooks/useTrafficSources';
import { formatCount } from '../lib/format-figures';
import {
  DEAL_SOURCES_PARAM,
  DEFAULT_RANGE_CHOICE,
  TRAFFIC_SOURCES_ANCHOR,
  clicksPerVisitor,
  groupName,
  lastDays,
  rangeOf,
  trafficSourcesCsvUrl,
  type DayRange,
  type RangeChoice,
  type TrafficFigures,
  type TrafficSourcesAnswer,
} from '../lib/traffic-sources';
import { FigureTable, type FigureRow } from './FigureTable';
import { StatFigures } from './StatFigures';
import { TrafficRangePicker } from './TrafficRangePicker';

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledDeal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledBackLink = styled(Link)`
  ${pillControl}
`;

const StyledTables = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const StyledLegend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSwatch = styled.span<{ $tone: 'visitors' | 'clicks' }>`
  display: inline-block;
  width: 1.5rem;
  height: 4px;
  margin-right: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'visitors' ? theme.colors.accent : theme.colors.brand};
`;

const DEAL_ID = /^[1-9]\d{0,9}$/;
/** The live count is the visitors of the last 5 minutes: worth a fresh read often. */
const LIVE_REFETCH_MS = 30_000;

const StyledLive = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The deal the card is narrowed to, from `?sourcesDeal=`, with the title its link passed along. */
function useDealInView(): { id?: string; title?: string } {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get(DEAL_SOURCES_PARAM) ?? '';
  if (!DEAL_ID.test(id)) return {};
  const state = location.state as { dealTitle?: unknown } | null;
  return { id, title: typeof state?.dealTitle === 'string' ? state.dealTitle : undefined };
}

function breakdowns(answer: TrafficSourcesAnswer) {
  const sources: FigureRow[] = answer.sources.map((source) => ({
    key: `${source.group} ${source.name}`,
    label: source.name,
    note: groupName(source.group),
    visitors: source.visitors,
    clicks: source.clicks,
  }));
  const campaigns: FigureRow[] = answer.campaigns.map((entry) => ({
    key: `${entry.source} ${entry.medium ?? ''} ${entry.campaign ?? ''}`,
    label: entry.campaign ?? '(no campaign)',
    note: [entry.source, entry.medium].filter(Boolean).join(' · '),
    visitors: entry.visitors,
    clicks: entry.clicks,
  }));
  const plain = (label: string, { visitors, clicks }: TrafficFigures): FigureRow => ({
    key: label,
    label,
    visitors,
    clicks,
  });
  return {
    sources,
    campaigns,
    pages: answer.pages.map((page) => plain(page.path, page)),
    devices: answer.devices.map((entry) => plain(entry.device, entry)),
    browsers: answer.browsers.map((entry) => plain(entry.browser, entry)),
  };
}

/** The card's tables in order; sources and campaigns also show clicks per visitor. */
const BREAKDOWN_TABLES: {
  breakdown: keyof ReturnType<typeof breakdowns>;
  heading: string;
  labelHeader: string;
  withRatio?: boolean;
}[] = [
  { breakdown: 'sources', heading: 'Sources', labelHeader: 'Source', withRatio: true },
  { breakdown: 'campaigns', heading: 'Campaigns', labelHeader: 'Campaign', withRatio: true },
  { breakdown: 'pages', heading: 'Landing pages', labelHeader: 'Page' },
  { breakdown: 'devices', heading: 'Devices', labelHeader: 'Device' },
  { breakdown: 'browsers', heading: 'Browsers', labelHeader: 'Browser' },
];

export interface TrafficSourcesProps {
  timeZone: string;
}

/**
 * Where visitors and clicks came from over a range of site days: sources, campaigns, landing
 * pages, devices and browsers, each a table with bars, the whole site's or one deal's, with the
 * range's daily aggregates as CSV.
 */
export function TrafficSources({ timeZone }: TrafficSourcesProps) {
  const today = localDateString(new Date(), timeZone);
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_RANGE_CHOICE);
  const [custom, setCustom] = useState<DayRange>(() => lastDays(7, today));
  const range = rangeOf(choice, today, custom);
  const deal = useDealInView();
  const { data, problem, error, loading } = useTrafficSources(range, deal.id);
  const live = usePolledJson<{ visitors: number }>('/api/traffic/live', LIVE_REFETCH_MS);
  const problemId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const dealHeadingRef = useRef<HTMLHeadingElement>(null);

  // A deal's "Sources" action lands here from further down the page: bring the card into view.
  useEffect(() => {
    if (!deal.id) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    dealHeadingRef.current?.focus({ preventScroll: true });
  }, [deal.id]);

  const choose = (next: RangeChoice) => {
    if (next === 'custom' && range) setCustom(range);
    setChoice(next);
  };

  const visitorsHeader = deal.id ? 'Unique clickers' : 'Visitors';
  const shown = data && !problem ? breakdowns(data) : null;
  const ratioHeader = deal.id ? 'Clicks per clicker' : 'Clicks per visitor';
  let status = '';
  if (!range) status = 'Choose both dates.';
  else if (error) status = `Could not load traffic sources (${error}).`;
  else if (!data && !problem && loading) status = 'Loading traffic sources…';

  return (
    <PanelCard
      ref={cardRef}
      id={TRAFFIC_SOURCES_ANCHOR}
      aria-labelledby="traffic-sources-heading"
      aria-busy={loading && range !== null}
    >
      <StyledPanelHeader>
        <h2 id="traffic-sources-heading">Traffic sources</h2>
        {range ? (
          <StyledPillLink href={trafficSourcesCsvUrl(range)} download>
            Export CSV
          </StyledPillLink>
        ) : null}
      </StyledPanelHeader>
      {live.data ? (
        <StyledLive>
          {formatCount(live.data.visitors)} {live.data.visitors === 1 ? 'visitor' : 'visitors'} in
          the last 5 minutes
        </StyledLive>
      ) : null}
      <TrafficRangePicker
        choice={choice}
        custom={custom}
        invalidField={problem?.field}
        problemId={problemId}
        onChoose={choose}
        onCustomChange={setCustom}
      />
      {problem ? (
        <StyledProblem id={problemId} role="alert">
          {problem.message}
        </StyledProblem>
      ) : null}
      {deal.id ? (
        <StyledDeal>
          <h3 ref={dealHeadingRef} tabIndex={-1}>
            Clicks by source for {deal.title ? `“${deal.title}”` : `deal ${deal.id}`}
          </h3>
          <StyledBackLink to={`/admin#${TRAFFIC_SOURCES_ANCHOR}`}>All traffic</StyledBackLink>
        </StyledDeal>
      ) : null}
      <StyledPanelNote role={error ? 'alert' : 'status'}>{status}</StyledPanelNote>
      {data && shown ? (
        <>
          <StatFigures
            figures={[
              { label: visitorsHeader, value: formatCount(data.totals.visitors) },
              { label: 'Clicks', value: formatCount(data.totals.clicks) },
              { label: ratioHeader, value: clicksPerVisitor(data.totals) },
            ]}
          />
          <StyledPanelNote>
            {data.from === data.to ? data.from : `${data.from} to ${data.to}`} (site days). A
            visitor counts for the source of their first visit of the day.
          </StyledPanelNote>
          <StyledLegend aria-hidden="true">
            <span>
              <StyledSwatch $tone="visitors" />
              {visitorsHeader}
            </span>
            <span>
              <StyledSwatch $tone="clicks" />
              Clicks
            </span>
          </StyledLegend>
          <StyledTables>
            {BREAKDOWN_TABLES.map(({ breakdown, heading, labelHeader, withRatio }) => (
              <FigureTable
                key={breakdown}
                heading={heading}
                labelHeader={labelHeader}
                visitorsHeader={visitorsHeader}
                rows={shown[breakdown]}
                ratioHeader={withRatio ? ratioHeader : undefined}
              />
            ))}
          </StyledTables>
        </>
      ) : null}
    </PanelCard>
  );
}
