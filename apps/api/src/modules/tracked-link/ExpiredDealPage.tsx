import styled from 'styled-components';
import type { Deal } from '../deal/deal.entity';
import { DealCategory } from '../deal/deal.entity';
import { LinkPage } from '../subscription/LinkPage';

const SECTION_PATHS: Record<DealCategory, string> = {
  [DealCategory.DAILY]: '/',
  [DealCategory.FASHION]: '/fashion',
  [DealCategory.FAVORITES]: '/favorites',
};

const SECTION_NAMES: Record<DealCategory, string> = {
  [DealCategory.DAILY]: "today's deals",
  [DealCategory.FASHION]: 'fashion deals',
  [DealCategory.FAVORITES]: 'favorite deals',
};

const LiveDeals = styled.ul`
  list-style: none;
  padding: 0;
`;

export interface ExpiredDealPageProps {
  deal: Pick<Deal, 'title' | 'category'>;
  /** Live deals of the same section. */
  live: Pick<Deal, 'id' | 'title'>[];
}

export function ExpiredDealPage({ deal, live }: ExpiredDealPageProps) {
  const section = SECTION_NAMES[deal.category];
  return (
    <LinkPage title="This deal has expired">
      <p>
        <strong>{deal.title}</strong> is no longer available.
      </p>
      {live.length > 0 && (
        <>
          <p>Live {section}:</p>
          <LiveDeals>
            {live.map(({ id, title }) => (
              <li key={id}>
                <a href={`/deals/${id}`}>{title}</a>
              </li>
            ))}
          </LiveDeals>
        </>
      )}
      <p>
        <a href={SECTION_PATHS[deal.category]}>See all {section}</a>
      </p>
    </LinkPage>
  );
}
