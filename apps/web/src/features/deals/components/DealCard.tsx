import {
  dealLink,
  displayTitle,
  priceLabel,
  splitImageList,
  titleSize,
  type TitleSize,
} from '@deal-site/deal-text';
import styled, { css } from 'styled-components';
import { graphql } from '../../../gql';
import type { DealCard_DealFragment } from '../../../gql/graphql';

export const DealCardFragment = graphql(`
  fragment DealCard_deal on Deal {
    id
    title
    description
    price
    percentOff
    affiliateLink
    imageUrl
    clicks
    createdAt
  }
`);

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const StyledImageFrame = styled.div`
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

const StyledTitle = styled.h3<{ $size: TitleSize }>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.titleSizes[$size]};
  line-height: 1.3;
`;

const StyledPrice = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const grabButton = css`
  margin-top: auto;
  display: block;
  text-align: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  text-decoration: none;
`;

const StyledGrabLink = styled.a`
  ${grabButton}
  background: ${({ theme }) => theme.colors.brand};

  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

const StyledNoLink = styled.span`
  ${grabButton}
  background: ${({ theme }) => theme.colors.textMuted};
`;

export interface DealCardProps {
  deal: DealCard_DealFragment;
  /** The first cards load their image eagerly: they are in the first screen. */
  eager?: boolean;
}

export function DealCard({ deal, eager = false }: DealCardProps) {
  const title = displayTitle(deal);
  const [firstImage] = splitImageList(deal.imageUrl);
  // The description's own shop link wins over the affiliate link; null when neither is http(s).
  const href = dealLink(deal);
  return (
    <StyledCard data-testid="deal-card">
      <StyledImageFrame>
        {firstImage ? (
          <StyledImage
            src={firstImage}
            alt={title}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </StyledImageFrame>
      <StyledBody>
        <StyledTitle $size={titleSize(title)}>{title}</StyledTitle>
        <StyledPrice>{priceLabel(deal)}</StyledPrice>
        {href ? (
          <StyledGrabLink href={href} target="_blank" rel="sponsored noopener">
            Grab Deal
          </StyledGrabLink>
        ) : (
          <StyledNoLink aria-disabled="true">Link unavailable</StyledNoLink>
        )}
      </StyledBody>
    </StyledCard>
  );
}
