import { splitImageList } from '@deal-site/deal-text';
import styled from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { useNearViewport } from '../hooks/useNearViewport';
import { DealCard, StyledCard, StyledCardBody } from './DealCard';
import { hasThumbnails, StyledImageFrame, StyledThumbnailRow } from './DealCarousel';

const StyledSlot = styled.div`
  display: flex;
`;

export interface DealSlotProps {
  deal: DealCard_DealFragment;
  averageClicks: number;
  /** Rendered at once (and on the server) instead of when it nears the viewport. */
  renderAtOnce: boolean;
  eager: boolean;
}

/**
 * A card that renders once it nears the viewport. Until then an empty card of the very same
 * size holds its place, so nothing moves when the real one arrives.
 */
export function DealSlot({ deal, averageClicks, renderAtOnce, eager }: DealSlotProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(renderAtOnce);
  return (
    <StyledSlot ref={ref} data-testid="deal-slot" data-deal-id={deal.id}>
      {near ? (
        <DealCard deal={deal} averageClicks={averageClicks} eager={eager} />
      ) : (
        <StyledCard aria-hidden="true">
          <StyledImageFrame />
          {hasThumbnails(splitImageList(deal.imageUrl).length) ? <StyledThumbnailRow /> : null}
          <StyledCardBody />
        </StyledCard>
      )}
    </StyledSlot>
  );
}
