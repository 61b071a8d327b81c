import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { displayTitle, priceLabel, splitImageList } from '@deal-site/deal-text';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useSite } from '../app/site-context';
import { DealCardCuratorSlot } from '../features/deals/components/DealCardCuratorSlot';
import { ReportDealButtons } from '../features/deals/components/ReportDealButtons';
import { DealDetailQuery } from '../features/deals/graphql/deals.query';
import { dealStructuredData } from '../features/deals/lib/deal-structured-data';
import { dealPagePath } from '../features/deals/lib/deal-urls';
import { DealBreadcrumbs } from '../features/deal-page/components/DealBreadcrumbs';
import { DealDescription } from '../features/deal-page/components/DealDescription';
import { DealFacts } from '../features/deal-page/components/DealFacts';
import { DealGallery } from '../features/deal-page/components/DealGallery';
import { DealPriceBlock } from '../features/deal-page/components/DealPriceBlock';
import { MoreInSection } from '../features/deal-page/components/MoreInSection';
import { breadcrumbStructuredData, dealBreadcrumbs } from '../features/deal-page/lib/breadcrumbs';
import { dealSection } from '../features/deal-page/lib/deal-section';
import { PageShell } from '../features/layout/components/PageShell';
import { NotFoundPage } from './NotFoundPage';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

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

/** One deal's own page: what a shared link opens, with a preview for social sites. */
export function DealPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { config } = useSite();
  const { data, loading, error } = useQuery(DealDetailQuery, {
    variables: { id },
    // A missing deal is cached as null, so the browser's first render matches the server's 404.
    errorPolicy: 'all',
  });
  const deal = data?.deal;

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
      image={images[0]}
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
          <DealDescription description={deal.description} />
          {deal.expired ? null : <ReportDealButtons dealId={deal.id} />}
        </StyledDetails>
      </StyledLayout>
      <MoreInSection section={section} deals={deal.moreInSection} />
      {/* "More from {store}" follows here, beside the section's row. */}
    </PageShell>
  );
}
