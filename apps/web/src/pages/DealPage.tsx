import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { displayTitle, priceLabel, priceTimeLabel, splitImageList } from '@deal-site/deal-text';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { DealCard, dealCardStyles } from '../features/deals/components/DealCard';
import { ReportDealButtons } from '../features/deals/components/ReportDealButtons';
import { DealDetailQuery } from '../features/deals/graphql/deals.query';
import { dealStructuredData } from '../features/deals/lib/deal-structured-data';
import { DealDisclaimerBanner } from '../features/disclosure/DealDisclaimerBanner';
import { PageShell } from '../features/layout/components/PageShell';
import { useSite } from '../app/site-context';
import { NotFoundPage } from './NotFoundPage';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 360px) minmax(0, 1fr);
  }

  ${dealCardStyles}
`;

const StyledDescription = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A single deal has no list to beat, so its page never shows the flame. */
const NO_HOT_FLAME = Number.POSITIVE_INFINITY;

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
  const price = priceLabel(deal);
  const [firstImage] = splitImageList(deal.imageUrl);
  return (
    <PageShell
      heading={title}
      title={`${title} – ${price}`}
      description={deal.description || title}
      image={firstImage}
      metaType="product"
      noindex={deal.expired}
      structuredData={dealStructuredData(deal, config) ?? undefined}
    >
      <StyledLayout>
        <DealCard
          deal={deal}
          averageClicks={NO_HOT_FLAME}
          eager
          titleLevel={2}
          // The deal is gone: home, where the 'Deal deleted successfully' toast still shows.
          onDeleted={() => void navigate('/')}
        />
        <div>
          {/* Beside the card, and below its Grab Deal on a phone: the disclosure near the link. */}
          <DealDisclaimerBanner deal={deal} />
          {deal.expired ? (
            <StyledMessage role="status">This deal has expired.</StyledMessage>
          ) : null}
          {deal.price ? (
            <StyledMessage>
              Price as of {priceTimeLabel(deal.priceSetAt, config.siteTimeZone)}; prices change,
              check the store before you buy.
            </StyledMessage>
          ) : null}
          <StyledDescription>{deal.description}</StyledDescription>
          {deal.expired ? null : <ReportDealButtons dealId={deal.id} />}
          <p>
            <Link to="/">See all of today's deals</Link>
          </p>
        </div>
      </StyledLayout>
    </PageShell>
  );
}
