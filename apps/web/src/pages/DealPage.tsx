import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { displayTitle, priceLabel, splitImageList } from '@deal-site/deal-text';
import { lazy } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { findPageAnswer, usePageAnswers } from '../app/page-answers';
import { useSite } from '../app/site-context';
import { DealCardCuratorSlot } from '../features/deals/components/DealCardCuratorSlot';
import { ReportDealButtons } from '../features/deals/components/ReportDealButtons';
import { DealDetailQuery } from '../features/deal-page/graphql/deal-detail.query';
import { dealStructuredData } from '../features/deals/lib/deal-structured-data';
import { useDealChanges } from '../features/deals/hooks/useDealChanges';
import { applyDealChanges, type DealChanges } from '../features/deals/lib/deal-changes';
import { dealPagePath } from '../features/deals/lib/deal-urls';
import { DealBreadcrumbs } from '../features/deal-page/components/DealBreadcrumbs';
import { DealDescription } from '../features/deal-page/components/DealDescription';
import { DealFacts } from '../features/deal-page/components/DealFacts';
import { DealGallery } from '../features/deal-page/components/DealGallery';
import { DealPriceBlock } from '../features/deal-page/components/DealPriceBlock';
import { MoreFromStore } from '../features/deal-page/components/MoreFromStore';
import { MoreInSection } from '../features/deal-page/components/MoreInSection';
import { PostedBefore } from '../features/deal-page/components/PostedBefore';
import { breadcrumbStructuredData, dealBreadcrumbs } from '../features/deal-page/lib/breadcrumbs';
import { dealDetailVariables } from '../features/deal-page/lib/deal-detail-variables';
import type { DealDetail, DealDetailState } from '../features/deal-page/lib/deal-detail-state';
import { dealSection } from '../features/deal-page/lib/deal-section';
import { PageShell } from '../features/layout/components/PageShell';
import { NotFoundPage } from './NotFoundPage';

// Apollo's query hooks load only for a deal page rendered without its prefetched answer.
const FetchedDealDetail = lazy(() =>
  import('../features/deal-page/components/FetchedDealDetail').then((m) => ({
    default: m.FetchedDealDetail,
  })),
);

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The preview's size, where the site knows it (not for a picture on another site). */
function imageSizeOf({ width, height }: { width: number | null; height: number | null }) {
  return width && height ? { width, height } : undefined;
}

/** The curator's Edit and Delete sit over the gallery's corner, as over a card's image. */
const StyledMedia = styled.div`
  position: relative;
  min-width: 0;
`;

const StyledDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND')
  );
}

/** The deal with what the curator saved in this tab laid over it and its neighbours. */
function withDealChanges(deal: DealDetail, changes: DealChanges): DealDetail {
  if (changes.size === 0) return deal;
  return {
    ...deal,
    ...changes.get(deal.id),
    // A saved card carries no store domain; the page's own store stands until the next load.
    store: deal.store,
    moreInSection: applyDealChanges(deal.moreInSection, changes),
    moreFromStore: applyDealChanges(deal.moreFromStore, changes),
  };
}

function DealPageContent({ deal: answered, loading, error }: DealDetailState) {
  const navigate = useNavigate();
  const { config } = useSite();
  // The page's answer is watched by no cache: the curator's saved edits reach it this way.
  const changes = useDealChanges();
  const deal = answered ? withDealChanges(answered, changes) : null;

  if (!deal) {
    if (loading) {
      return (
        <PageShell heading="Loading deal…">
          <StyledMessage role="status">Loading deal…</StyledMessage>
        </PageShell>
      );
    }
    if (error && !isNotFound(error)) {
      return (
        <PageShell heading="Deal unavailable" status={503}>
          <StyledMessage role="alert">
            This deal could not be loaded. Please try again in a moment.
          </StyledMessage>
        </PageShell>
      );
    }
    return <NotFoundPage />;
  }

  const title = displayTitle(deal);
  const images = splitImageList(deal.imageUrl);
  const section = dealSection(deal.category);
  const crumbs = dealBreadcrumbs(section, title, dealPagePath(deal.id));
  const product = dealStructuredData(deal, config);
  const breadcrumbs = breadcrumbStructuredData(crumbs, config.publicUrl);
  return (
    <PageShell
      heading={title}
      title={`${title} – ${priceLabel(deal)}`}
      description={deal.description || title}
      image={deal.shareImage.url}
      imageSize={imageSizeOf(deal.shareImage)}
      metaType="product"
      noindex={deal.expired}
      structuredData={product ? [product, breadcrumbs] : [breadcrumbs]}
      before={<DealBreadcrumbs crumbs={crumbs} />}
    >
      <StyledLayout>
        <StyledMedia>
          <DealCardCuratorSlot
            deal={deal}
            title={title}
            // The deal is gone: home, where the 'Deal deleted successfully' toast still shows.
            onDeleted={() => void navigate('/')}
          />
          <DealGallery images={images} title={title} />
        </StyledMedia>
        <StyledDetails>
          <DealFacts deal={deal} section={section} />
          {deal.expired ? (
            <StyledMessage role="status">This deal has expired.</StyledMessage>
          ) : null}
          <DealPriceBlock deal={deal} />
          <PostedBefore postings={deal.postedBefore} />
          <DealDescription description={deal.description} />
          {deal.expired ? null : <ReportDealButtons dealId={deal.id} />}
        </StyledDetails>
      </StyledLayout>
      <MoreInSection section={section} deals={deal.moreInSection} />
      {deal.store ? <MoreFromStore store={deal.store} deals={deal.moreFromStore} /> : null}
    </PageShell>
  );
}

/**
 * One deal's own page: what a shared link opens, with a preview for social sites. The server
 * prefetches its query (see route-queries), so the page renders once from that answer, on the
 * server and while hydrating, without Apollo's cache; without it, the deal is fetched.
 */
export function DealPage() {
  const { id = '' } = useParams();
  const answer = findPageAnswer(usePageAnswers(), DealDetailQuery, dealDetailVariables(id)) as
    { deal: DealDetail } | undefined;
  if (answer) return <DealPageContent deal={answer.deal} loading={false} error={undefined} />;
  return <FetchedDealDetail id={id}>{(state) => <DealPageContent {...state} />}</FetchedDealDetail>;
}
