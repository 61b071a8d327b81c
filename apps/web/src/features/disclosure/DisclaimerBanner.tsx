import { AMAZON_ASSOCIATE_STATEMENT } from '@deal-site/deal-text';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { usePageQuery } from '../../app/usePageQuery';
import { AmazonDisclosureDocument } from '../../gql/graphql';

const DisclosureDialog = lazy(() =>
  import('./DisclosureDialog').then((module) => ({ default: module.DisclosureDialog })),
);

const StyledBanner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.bannerBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.banner};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

interface AffiliateBannerProps {
  /** Amazon's Associate statement is added. */
  amazon: boolean;
}

/** The disclaimer with the full affiliate disclosure a click away, the lists' and a deal page's. */
export function AffiliateBanner({ amazon }: AffiliateBannerProps) {
  const [open, setOpen] = useState(false);
  return (
    <StyledBanner aria-label="Disclaimer">
      <p>
        Prices change quickly and may differ at the retailer. We may earn a commission from links on
        this page.{amazon ? ` ${AMAZON_ASSOCIATE_STATEMENT}` : ''}
      </p>
      <StyledLinkButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Affiliate disclosure
      </StyledLinkButton>
      {open ? (
        <Suspense fallback={null}>
          <DisclosureDialog amazon={amazon} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </StyledBanner>
  );
}

/**
 * The disclaimer every deal list carries, with the full affiliate disclosure a click away; while
 * any live deal links to Amazon, both carry Amazon's Associate statement.
 */
export function DisclaimerBanner() {
  // Answered with the page (route-queries.ts), so the server renders it in one pass.
  const { data } = usePageQuery(AmazonDisclosureDocument, {});
  return <AffiliateBanner amazon={data?.liveAmazonDeals ?? false} />;
}
