import { titleSize } from '@deal-site/deal-text';
import styled from 'styled-components';
import { CouponChip } from '../../deals/components/CouponChip';
import { DealCarousel } from '../../deals/components/DealCarousel';
import { dealCardStyles } from '../../deals/components/DealCard';
import { dealPreview, type DealFormValues } from '../deal-form';

const StyledPreview = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 320px;

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ${dealCardStyles}
`;

const StyledGrabDeal = styled.span`
  display: grid;
  place-items: center;
  min-height: 2.5rem;
  margin-top: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
`;

export interface DealPreviewCardProps {
  values: DealFormValues;
  headingId: string;
}

/**
 * The card as visitors will see it, redrawn on every keystroke; nothing in it navigates. A new
 * deal has 0 clicks against an average of 0, so it never shows the hot flame.
 */
export function DealPreviewCard({ values, headingId }: DealPreviewCardProps) {
  const preview = dealPreview(values);

  return (
    <StyledPreview aria-labelledby={headingId}>
      <h3 id={headingId}>Preview</h3>
      <article className="deal-card" data-testid="deal-preview">
        <DealCarousel images={preview.images} title={preview.title} eager />
        <div className="card-body">
          <p
            className="card-title"
            data-size={titleSize(preview.title)}
            data-testid="deal-preview-title"
          >
            {preview.title}
          </p>
          <div className="badges">
            <span className="price" data-testid="deal-preview-price">
              {preview.priceLabel}
            </span>
          </div>
          {preview.couponCode ? <CouponChip code={preview.couponCode} /> : null}
          <StyledGrabDeal aria-hidden="true">Grab Deal</StyledGrabDeal>
        </div>
      </article>
    </StyledPreview>
  );
}
