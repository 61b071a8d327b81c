import { NavLink, useNavigate } from 'react-router';
import type { DealCategory, DealSort } from '../../../gql/graphql';
import { DisclaimerBanner } from '../../disclosure/DisclaimerBanner';
import type { FeedSection } from '../../feeds/feed-links';
import { PageShell } from '../../layout/components/PageShell';
import { SectionNav } from '../../layout/components/SectionNav';
import { BackToTopButton } from '../../scroll/BackToTopButton';
import { ScrollToTopButton } from '../../scroll/ScrollToTopButton';
import { useDealFilters } from '../hooks/useDealFilters';
import { useCategoryDeals } from '../hooks/useDealList';
import { DealGrid } from './DealGrid';
import { DealToolbar } from './DealToolbar';
import { LoadMoreDeals } from './LoadMoreDeals';

export interface CategoryDealsPageProps {
  heading: string;
  category: DealCategory;
  description: string;
  /** The list's feeds, which carry the page's search. */
  feedSection: FeedSection;
  /** What "oldest" does here; by default the list is simply re-sorted. */
  onOldest?: () => void;
}

/** The fashion and favorites pages: one collection, searchable and sortable. */
export function CategoryDealsPage({
  heading,
  category,
  description,
  feedSection,
  onOldest,
}: CategoryDealsPageProps) {
  const filters = useDealFilters();
  const listing = useCategoryDeals(category, filters);

  const changeSort = (sort: DealSort) => {
    if (sort === 'OLDEST' && onOldest) onOldest();
    else filters.setSort(sort);
  };

  return (
    <PageShell
      heading={heading}
      headingLevel={2}
      description={description}
      feeds={{ section: feedSection, search: filters.search }}
      before={
        <>
          <SectionNav
            items={[
              <NavLink to="/" end>
                Daily Deals
              </NavLink>,
              <NavLink to="/fashion">Fashion</NavLink>,
              <NavLink to="/favorites">Favorites</NavLink>,
            ]}
          />
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
        deals={listing.deals}
        averageClicks={listing.averageClicks}
        loading={listing.loading}
        failed={listing.failed}
        emptyText={filters.search ? 'No deals match your search.' : 'No deals here yet.'}
      />
      <LoadMoreDeals pages={listing} label="deals" />
      {listing.deals.length > 0 ? <BackToTopButton /> : null}
      <ScrollToTopButton />
    </PageShell>
  );
}

/** Fashion's "oldest" leads to the home page's yesterday section, as the spec asks. */
export function useOldestGoesHome(): () => void {
  const navigate = useNavigate();
  return () => void navigate('/?scrollTo=yesterday');
}
