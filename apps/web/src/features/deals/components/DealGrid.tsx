import styled from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { dealCardStyles } from './DealCard';
import { DealSlot, dealSlotStyles } from './DealSlot';

/** Cards that load their first image eagerly: the first screen's likely largest paint. */
export const EAGER_IMAGE_CARDS = 3;
/** Cards rendered on the server: two rows on wide screens, the first screen anywhere. */
export const SERVER_RENDERED_CARDS = 6;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }

  ${dealSlotStyles}
  ${dealCardStyles}
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const StyledError = styled(StyledMessage)`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface DealGridProps {
  deals: DealCard_DealFragment[];
  averageClicks: number;
  emptyText: string;
  /** How many leading cards render at once instead of near the viewport. */
  renderAtOnce?: number;
  /** How many leading cards load their first image eagerly. */
  eagerImages?: number;
  loading?: boolean;
  failed?: boolean;
}

export function DealGrid({
  deals,
  averageClicks,
  emptyText,
  renderAtOnce = SERVER_RENDERED_CARDS,
  eagerImages = EAGER_IMAGE_CARDS,
  loading = false,
  failed = false,
}: DealGridProps) {
  if (deals.length === 0) {
    if (loading) return <StyledMessage role="status">Loading deals…</StyledMessage>;
    if (failed) return <StyledError role="alert">Failed to load deals.</StyledError>;
    return <StyledMessage>{emptyText}</StyledMessage>;
  }
  return (
    <StyledGrid data-testid="deal-grid">
      {deals.map((deal, index) => (
        <DealSlot
          key={deal.id}
          deal={deal}
          averageClicks={averageClicks}
          renderAtOnce={index < renderAtOnce}
          eager={index < eagerImages}
        />
      ))}
    </StyledGrid>
  );
}
