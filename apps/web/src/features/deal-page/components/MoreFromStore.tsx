import type { DealCard_DealFragment } from '../../../gql/graphql';
import { storePagePath } from '../../deals/lib/store-urls';
import { MoreDealsRow } from './MoreDealsRow';

export interface MoreFromStoreProps {
  store: { slug: string; name: string };
  deals: DealCard_DealFragment[];
}

/** The store's newest other live deals, and the way to its page. */
export function MoreFromStore({ store, deals }: MoreFromStoreProps) {
  return (
    <MoreDealsRow
      heading={`More from ${store.name}`}
      deals={deals}
      listPath={storePagePath(store.slug)}
      listLinkText={`See all ${store.name} deals`}
    />
  );
}
