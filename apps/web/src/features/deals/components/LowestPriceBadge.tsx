import { css } from 'styled-components';

/** The badge's styles, for the element around it (a card list, the deal page's price block). */
export const lowestPriceBadgeStyles = css`
  .lowest-price {
    min-width: 0;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Shown when the deal's price is at or below every earlier posting of its product here. */
export function LowestPriceBadge() {
  return (
    <span className="lowest-price" title="At or below every earlier price we've posted for it">
      Lowest price we&apos;ve posted
    </span>
  );
}
