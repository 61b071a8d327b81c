import { Link } from 'react-router';
import styled from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { DealGrid } from '../../deals/components/DealGrid';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A single deal has no list to beat, so the cards around it never show the flame. */
const NO_HOT_FLAME = Number.POSITIVE_INFINITY;

export interface MoreDealsRowProps {
  heading: string;
  deals: DealCard_DealFragment[];
  /** The whole list the row is taken from. */
  listPath: string;
  listLinkText: string;
}

/** A row of live cards under a deal, and the way to the whole list; nothing when it is empty. */
export function MoreDealsRow({ heading, deals, listPath, listLinkText }: MoreDealsRowProps) {
  if (deals.length === 0) return null;
  return (
    <StyledSection aria-label={heading}>
      <h2>{heading}</h2>
      <DealGrid
        deals={deals}
        averageClicks={NO_HOT_FLAME}
        emptyText=""
        renderAtOnce={deals.length}
        eagerImages={0}
      />
      <p>
        <Link to={listPath}>{listLinkText}</Link>
      </p>
    </StyledSection>
  );
}
