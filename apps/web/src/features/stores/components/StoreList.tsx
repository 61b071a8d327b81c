import { Link } from 'react-router';
import styled from 'styled-components';
import type { StoresQuery } from '../../../gql/pages/graphql';
import { storePagePath } from '../../deals/lib/store-urls';

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StoreListProps {
  stores: StoresQuery['stores'];
}

export const dealCountLabel = (count: number) => `${count} ${count === 1 ? 'deal' : 'deals'}`;

/** Each store with live deals, linked to its page, with how many deals it has. */
export function StoreList({ stores }: StoreListProps) {
  return (
    <StyledList>
      {stores.map((store) => (
        <li key={store.slug}>
          <Link to={storePagePath(store.slug)}>
            <span>{store.name}</span>
            <StyledCount>{dealCountLabel(store.liveDeals)}</StyledCount>
          </Link>
        </li>
      ))}
    </StyledList>
  );
}
