import { useCallback, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useSite } from '../app/site-context';
import {
  DealGrid,
  EAGER_IMAGE_CARDS,
  SERVER_RENDERED_CARDS,
} from '../features/deals/components/DealGrid';
import { DealToolbar } from '../features/deals/components/DealToolbar';
import { LoadMoreDeals } from '../features/deals/components/LoadMoreDeals';
import { useDealFilters } from '../features/deals/hooks/useDealFilters';
import { useHomeDeals } from '../features/deals/hooks/useDealList';
import { DisclaimerBanner } from '../features/disclosure/DisclaimerBanner';
import { PageShell } from '../features/layout/components/PageShell';
import { SectionNav } from '../features/layout/components/SectionNav';
import { BackToTopButton } from '../features/scroll/BackToTopButton';
import { scrollToSection, YESTERDAY_SECTION_ID } from '../features/scroll/scroll';
import { ScrollToTopButton } from '../features/scroll/ScrollToTopButton';
import { useScrollToYesterday } from '../features/scroll/useScrollToYesterday';
import { SubscribeLauncher } from '../features/subscribe/SubscribeLauncher';
import { useStayUpdatedToast } from '../features/subscribe/useStayUpdatedToast';
import type { DealSort } from '../gql/graphql';

/** Choosing "oldest" shows yesterday's deals first: the page jumps there once they are re-sorted. */
const OLDEST_SCROLL_DELAY_MS = 100;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  scroll-margin-top: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space.lg} 0;
`;

export function HomePage() {
  const { config } = useSite();
  const filters = useDealFilters();
  const { today, yesterday, averageClicks, loading, failed } = useHomeDeals(filters);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const openSubscribe = useCallback(() => setSubscribeOpen(true), []);
  const [oldestJumpPending, setOldestJumpPending] = useState(false);

  useStayUpdatedToast(openSubscribe);
  useScrollToYesterday();

  const oldestShown = filters.sort === 'OLDEST' && !loading;
  useEffect(() => {
    if (!oldestJumpPending || !oldestShown) return;
    const timer = setTimeout(() => {
      setOldestJumpPending(false);
      scrollToSection(YESTERDAY_SECTION_ID);
    }, OLDEST_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [oldestJumpPending, oldestShown]);

  const changeSort = (sort: DealSort) => {
    filters.setSort(sort);
    setOldestJumpPending(sort === 'OLDEST');
  };

  const nav = (
    <SectionNav
      items={[
        <a
          href={`#${YESTERDAY_SECTION_ID}`}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(YESTERDAY_SECTION_ID);
          }}
        >
          Yesterday's Deals
        </a>,
        <NavLink to="/fashion">Fashion</NavLink>,
        <NavLink to="/favorites">Favorites</NavLink>,
        <a href={config.donateUrl} target="_blank" rel="noopener noreferrer">
          Donate
        </a>,
        <button type="button" aria-haspopup="dialog" onClick={openSubscribe}>
          Subscribe
        </button>,
      ]}
    />
  );

  const todayCount = today.deals.length;
  return (
    <PageShell
      heading="Today's Deals"
      headingLevel={2}
      title="Daily Deals"
      feeds={{ section: { path: '' }, search: filters.search }}
      before={
        <>
          {nav}
          <DisclaimerBanner />
        </>
      }
    >
      <DealToolbar
        search={filters.searchDraft}
        sort={filters.sort}
        onSearchChange={filters.setSearchDraft}
        onSortChange={changeSort}
      />
      <DealGrid
        deals={today.deals}
        averageClicks={averageClicks}
        loading={loading}
        failed={failed}
        emptyText={
          filters.search
            ? 'No deals today match your search.'
            : 'No deals yet today. Check back soon!'
        }
      />
      <LoadMoreDeals pages={today} label="of today's deals" />
      {todayCount > 0 ? <BackToTopButton /> : null}
      <StyledSection
        id={YESTERDAY_SECTION_ID}
        tabIndex={-1}
        aria-labelledby={`${YESTERDAY_SECTION_ID}-heading`}
      >
        <h2 id={`${YESTERDAY_SECTION_ID}-heading`}>{`Yesterday's Deals (${yesterday.total})`}</h2>
        {yesterday.deals.length === 0 ? (
          <StyledEmpty>No deals from yesterday</StyledEmpty>
        ) : (
          <>
            <DealGrid
              deals={yesterday.deals}
              averageClicks={averageClicks}
              emptyText="No deals from yesterday"
              renderAtOnce={Math.max(0, SERVER_RENDERED_CARDS - todayCount)}
              eagerImages={Math.max(0, EAGER_IMAGE_CARDS - todayCount)}
            />
            <LoadMoreDeals pages={yesterday} label="of yesterday's deals" />
            <BackToTopButton />
          </>
        )}
      </StyledSection>
      <ScrollToTopButton />
      <SubscribeLauncher open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
    </PageShell>
  );
}
