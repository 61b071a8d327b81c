import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { lazy, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { DisclaimerBanner } from '../features/disclosure/DisclaimerBanner';
import { DealGrid } from '../features/deals/components/DealGrid';
import { DealToolbar } from '../features/deals/components/DealToolbar';
import { LoadMoreDeals } from '../features/deals/components/LoadMoreDeals';
import { filtersFromParams, useDealFilters } from '../features/deals/hooks/useDealFilters';
import { PageShell } from '../features/layout/components/PageShell';
import { SectionNav } from '../features/layout/components/SectionNav';
import { BackToTopButton } from '../features/scroll/BackToTopButton';
import { ScrollToTopButton } from '../features/scroll/ScrollToTopButton';
import { storeDealsVariables, useStoreDeals } from '../features/stores/hooks/useStoreDeals';
import type { StoreExistence } from '../features/stores/hooks/useStoreExists';
import { findPageAnswer, usePageAnswers } from '../app/page-answers';
import { StoreDealsDocument } from '../gql/pages/graphql';
import { StoreAlertButton } from '../features/subscribe/StoreAlertButton';
import { STORES_PAGE_PATH, storePagePath } from '../features/deals/lib/store-urls';
import { NotFoundPage } from './NotFoundPage';

const STORE_SLUG = /^[a-z0-9-]{1,63}$/;

const StoreExistenceCheck = lazy(() =>
  import('../features/stores/components/StoreExistenceCheck').then((m) => ({
    default: m.StoreExistenceCheck,
  })),
);

const StyledStoreActions = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND')
  );
}

function StoreDeals({ slug }: { slug: string }) {
  const filters = useDealFilters();
  const listing = useStoreDeals(slug, filters);
  const { store } = listing;
  if (!store) {
    if (listing.error && !isNotFound(listing.error)) return <StoreUnavailable />;
    if (listing.loading) return <StoreLoading />;
    return <NotFoundPage />;
  }
  return (
    <PageShell
      heading={`${store.name} deals`}
      headingLevel={2}
      description={`Live deals, coupon codes and price drops at ${store.name} (${store.domain}), picked by hand.`}
      feeds={{
        section: { path: storePagePath(slug) as `/stores/${string}`, name: store.name },
        search: filters.search,
      }}
      before={
        <>
          <SectionNav
            items={[<Link to="/">Daily Deals</Link>, <Link to={STORES_PAGE_PATH}>All stores</Link>]}
          />
          <DisclaimerBanner />
        </>
      }
    >
      <StyledStoreActions>
        <StoreAlertButton store={store} />
      </StyledStoreActions>
      <DealToolbar
        search={filters.searchDraft}
        sort={filters.sort}
        onSearchChange={filters.setSearchDraft}
        onSortChange={filters.setSort}
      />
      <DealGrid
        deals={listing.deals}
        averageClicks={listing.averageClicks}
        loading={listing.loading}
        failed={Boolean(listing.error)}
        emptyText={
          filters.search ? 'No deals match your search.' : `No live deals at ${store.name} now.`
        }
      />
      <LoadMoreDeals pages={listing} label="deals" />
      {listing.deals.length > 0 ? <BackToTopButton /> : null}
      <ScrollToTopButton />
    </PageShell>
  );
}

function StoreLoading() {
  return (
    <PageShell heading="Loading store…">
      <p role="status">Loading store…</p>
    </PageShell>
  );
}

function StoreUnavailable() {
  return (
    <PageShell heading="Store unavailable" status={503}>
      <p role="alert">This store could not be loaded. Please try again in a moment.</p>
    </PageShell>
  );
}

/** The page of a well-formed slug: its deals once the store is known to exist, else the 404. */
function KnownStorePage({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const prefetched = findPageAnswer(
    usePageAnswers(),
    StoreDealsDocument,
    storeDealsVariables(slug, filtersFromParams(searchParams)),
  );
  // Remembered, so a search that leaves the prefetched answer behind keeps the page as it is.
  const [foundSlug, setFoundSlug] = useState(prefetched ? slug : null);
  if (prefetched && foundSlug !== slug) setFoundSlug(slug);
  if (prefetched || foundSlug === slug) return <StoreDeals key={slug} slug={slug} />;
  return (
    <StoreExistenceCheck slug={slug}>
      {(existence) => <CheckedStorePage slug={slug} existence={existence} />}
    </StoreExistenceCheck>
  );
}

function CheckedStorePage({ slug, existence }: { slug: string; existence: StoreExistence }) {
  if (existence.found) return <StoreDeals key={slug} slug={slug} />;
  if (existence.loading) return <StoreLoading />;
  if (existence.error && !isNotFound(existence.error)) return <StoreUnavailable />;
  return <NotFoundPage />;
}

/** /stores/{slug}: a store's live deals, searched and sorted as the section pages are. */
export function StorePage() {
  const { slug = '' } = useParams();
  if (!STORE_SLUG.test(slug)) return <NotFoundPage />;
  return <KnownStorePage slug={slug} />;
}
