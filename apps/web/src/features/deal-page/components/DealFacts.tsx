import { priceTimeLabel } from '@deal-site/deal-text';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSite } from '../../../app/site-context';
import { storePagePath } from '../../deals/lib/store-urls';
import type { DealSection } from '../lib/deal-section';
import { endsLabel, postedAgoLabel } from '../lib/relative-time';

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  [data-expired] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

export interface DealFactsProps {
  deal: {
    createdAt: string;
    expiresAt: string | null;
    expired: boolean;
    store?: { slug: string; name: string; domain: string } | null;
  };
  section: DealSection;
}

/**
 * Its store, when the deal was posted, when it ends and its section. Counted from the server's render time
 * (`renderedAt`), so the hydrating browser writes the same words.
 */
export function DealFacts({ deal, section }: DealFactsProps) {
  const { config, renderedAt } = useSite();
  const ends = endsLabel(deal, renderedAt);
  return (
    <StyledFacts aria-label="About this deal">
      {deal.store ? (
        <li>
          At <Link to={storePagePath(deal.store.slug)}>{deal.store.name}</Link> ({deal.store.domain}
          )
        </li>
      ) : null}
      <li>
        <time dateTime={deal.createdAt} title={priceTimeLabel(deal.createdAt, config.siteTimeZone)}>
          {postedAgoLabel(deal.createdAt, renderedAt)}
        </time>
      </li>
      {ends ? (
        <li data-expired={ends === 'Expired' || undefined}>
          {deal.expiresAt ? (
            <time
              dateTime={deal.expiresAt}
              title={priceTimeLabel(deal.expiresAt, config.siteTimeZone)}
            >
              {ends}
            </time>
          ) : (
            ends
          )}
        </li>
      ) : null}
      <li>{section.name}</li>
    </StyledFacts>
  );
}
