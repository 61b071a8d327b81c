import { averageClicks, dedupeByTitle, type DealSort } from '@deal-site/deal-text';
import { useCallback, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useSite } from '../app/site-context';
import {
  DealGrid,
  EAGER_IMAGE_CARDS,
  SERVER_RENDERED_CARDS,
} from '../features/deals/components/DealGrid';
import { DealToolbar } from '../features/deals/components/DealToolbar';
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

/** Choosing "oldest" shows yesterday's deals first: the page jumps there once it re-sorted. */
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
  const { today, yesterday, loading, failed } = useHomeDeals();
  const filters = useDealFilters();
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const openSubscribe = useCallback(() => setSubscribeOpen(true), []);

  useStayUpdatedToast(openSubscribe);
  useScrollToYesterday();

  const { shownToday, shownYesterday, average } = useMemo(() => {
    // A deal re-posted today under the same title shows once, in today's grid.
    const kept = new Set(dedupeByTitle([...today, ...yesterday]));
    const yesterdayKept = yesterday.filter((deal) => kept.has(deal));
    return {
      shownToday: filters.apply(today),
      shownYesterday: filters.apply(yesterdayKept),
      average: averageClicks([...today, ...yesterdayKept]),
    };
  }, [today, yesterday, filters]);

  const changeSort = (sort: DealSort) => {
    filters.setSort(sort);
    if (sort === 'oldest') {
      setTimeout(() => scrollToSection(YESTERDAY_SECTION_ID), OLDEST_SCROLL_DELAY_MS);
    }
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

  const todayCount = shownToday.length;
  return (
    <PageShell
      heading="Today's Deals"
      title="Daily Deals"
      before={
        <>
          {nav}
          <DisclaimerBanner />
        </>
      }
    >
      <DealToolbar
        search={filters.search}
        sort={filters.sort}
        onSearchChange={filters.setSearch}
        onSortChange={changeSort}
      />
      <DealGrid
        deals={shownToday}
        averageClicks={average}
        loading={loading}
        failed={failed}
        emptyText={
          filters.search
            ? 'No deals today match your search.'
            : 'No deals yet today. Check back soon!'
        }
      />
      {todayCount > 0 ? <BackToTopButton /> : null}
      <StyledSection
        id={YESTERDAY_SECTION_ID}
        tabIndex={-1}
        aria-labelledby={`${YESTERDAY_SECTION_ID}-heading`}
      >
        <h2
          id={`${YESTERDAY_SECTION_ID}-heading`}
        >{`Yesterday's Deals (${shownYesterday.length})`}</h2>
        {shownYesterday.length === 0 ? (
          <StyledEmpty>No deals from yesterday</StyledEmpty>
        ) : (
          <>
            <DealGrid
              deals={shownYesterday}
              averageClicks={average}
              emptyText="No deals from yesterday"
              renderAtOnce={Math.max(0, SERVER_RENDERED_CARDS - todayCount)}
              eagerImages={Math.max(0, EAGER_IMAGE_CARDS - todayCount)}
            />
            <BackToTopButton />
          </>
        )}
      </StyledSection>
      <ScrollToTopButton />
      <SubscribeLauncher open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
    </PageShell>
  );
}
