import styled from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { DealCard } from './DealCard';

const EAGER_CARDS = 3;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
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
  emptyText: string;
  loading?: boolean;
  failed?: boolean;
}

export function DealGrid({ deals, emptyText, loading = false, failed = false }: DealGridProps) {
  if (deals.length === 0) {
    if (loading) return <StyledMessage role="status">Loading deals…</StyledMessage>;
    if (failed) return <StyledError role="alert">Failed to load deals.</StyledError>;
    return <StyledMessage>{emptyText}</StyledMessage>;
  }
  return (
    <StyledGrid>
      {deals.map((deal, index) => (
        <DealCard key={deal.id} deal={deal} eager={index < EAGER_CARDS} />
      ))}
    </StyledGrid>
  );
}
