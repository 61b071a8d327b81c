import { dealLink, dealSummary, displayTitle } from '@deal-site/deal-text';
import styled from 'styled-components';
import { useSite } from '../../../app/site-context';
import type { DealDetailQuery } from '../../../gql/pages/graphql';
import { CouponChip, couponChipStyles } from '../../deals/components/CouponChip';
import { GrabDealLink, grabDealStyles } from '../../deals/components/GrabDealLink';
import { LowestPriceBadge, lowestPriceBadgeStyles } from '../../deals/components/LowestPriceBadge';
import { ShareButton, shareButtonStyles } from '../../deals/components/ShareButton';
import { dealPageUrl } from '../../deals/lib/deal-urls';
import { DealDisclaimerBanner } from '../../disclosure/DealDisclaimerBanner';
import { priceFacts } from '../lib/price-facts';

const StyledBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${couponChipStyles}
  ${grabDealStyles}
  ${lowestPriceBadgeStyles}
  ${shareButtonStyles}

  .coupon-chip {
    justify-self: start;
  }
`;

const StyledPrices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const StyledPrice = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.accent};
  overflow-wrap: anywhere;
`;

const StyledWas = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPercent = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface DealPriceBlockProps {
  deal: DealDetailQuery['deal'];
}

/** Price, the price before, the saving, the code, Grab Deal and Share, and the disclosure by them. */
export function DealPriceBlock({ deal }: DealPriceBlockProps) {
  const { config } = useSite();
  const { price, was, percentOff } = priceFacts(deal);
  const { priceAsOf, code } = dealSummary(deal, config.siteTimeZone);
  const title = displayTitle(deal);
  return (
    <StyledBlock aria-label="Price">
      <StyledPrices>
        <StyledPrice>{price}</StyledPrice>
        {was ? (
          <StyledWas>
            was <s>{was}</s>
          </StyledWas>
        ) : null}
        {percentOff ? <StyledPercent>{percentOff}</StyledPercent> : null}
        {deal.lowestPostedPrice ? <LowestPriceBadge /> : null}
      </StyledPrices>
      {priceAsOf ? (
        <StyledNote>
          Price as of {priceAsOf}; prices change, check the store before you buy.
        </StyledNote>
      ) : null}
      {code ? <CouponChip code={code} /> : null}
      <StyledActions>
        <GrabDealLink dealId={deal.id} title={title} href={dealLink(deal)} expired={deal.expired} />
        <ShareButton
          deal={{ title, text: `${title} - ${price}`, url: dealPageUrl(config.publicUrl, deal.id) }}
        />
      </StyledActions>
      {/* The disclosure right by the link it is about. */}
      <DealDisclaimerBanner deal={deal} />
    </StyledBlock>
  );
}
