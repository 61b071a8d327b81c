import { useId } from 'react';
import styled from 'styled-components';
import type { TopDeal } from '../lib/analytics-types';
import { formatCount } from '../lib/format-figures';
import { DealSourcesLink } from './DealSourcesLink';

const StyledList = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TopDealsListProps {
  heading: string;
  deals: TopDeal[];
}

const clicksLabel = (clicks: number) =>
  `${formatCount(clicks)} ${clicks === 1 ? 'click' : 'clicks'}`;

export function TopDealsList({ heading, deals }: TopDealsListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {deals.length === 0 ? (
        <StyledEmpty>No clicks yet.</StyledEmpty>
      ) : (
        <StyledList>
          {deals.map((deal) => (
            <li key={deal.id}>
              {deal.title} <span>({clicksLabel(deal.clicks)})</span>{' '}
              <DealSourcesLink dealId={deal.id} title={deal.title} />
            </li>
          ))}
        </StyledList>
      )}
    </section>
  );
}
