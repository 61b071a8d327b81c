import { Link } from 'react-router';
import { css } from 'styled-components';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { storePagePath } from '../lib/store-urls';

/** The link's styles, part of the card's (`dealCardStyles`). */
export const cardStoreLinkStyles = css`
  .card-store {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  .card-store a {
    color: inherit;
  }
`;

export interface CardStoreLinkProps {
  store: NonNullable<DealCard_DealFragment['store']>;
}

/** "At {Store}", linked to the store's page. */
export function CardStoreLink({ store }: CardStoreLinkProps) {
  return (
    <p className="card-store">
      At <Link to={storePagePath(store.slug)}>{store.name}</Link>
    </p>
  );
}
