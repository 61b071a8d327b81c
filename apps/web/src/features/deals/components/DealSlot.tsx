import { splitImageList } from '@deal-site/deal-text';
import { css } from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { useNearViewport } from '../hooks/useNearViewport';
import { DealCard } from './DealCard';
import { hasThumbnails } from './DealCarousel';

/** The slot's style, for the grid it sits in: one styled component a grid, not one a slot. */
export const dealSlotStyles = css`
  .deal-slot {
    display: flex;
  }
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
    <div className="deal-slot" ref={ref} data-testid="deal-slot" data-deal-id={deal.id}>
      {near ? (
        <DealCard deal={deal} averageClicks={averageClicks} eager={eager} />
      ) : (
        <article className="deal-card" aria-hidden="true">
          <div className="image-frame" />
          {hasThumbnails(splitImageList(deal.imageUrl).length) ? (
            <div className="thumbnails" />
          ) : null}
          <div className="card-body" />
        </article>
      )}
    </div>
  );
}
