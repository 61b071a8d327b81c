import { Link } from 'react-router';
import styled from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { DealGrid } from '../../deals/components/DealGrid';
import type { DealSection } from '../lib/deal-section';

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

export interface MoreInSectionProps {
  section: DealSection;
  deals: DealCard_DealFragment[];
}

/** The section's newest other deals, as live cards, and the way to the whole list. */
export function MoreInSection({ section, deals }: MoreInSectionProps) {
  if (deals.length === 0) return null;
  const heading = `More in ${section.name}`;
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
        <Link to={section.path}>See all of {section.name}</Link>
      </p>
    </StyledSection>
  );
}
