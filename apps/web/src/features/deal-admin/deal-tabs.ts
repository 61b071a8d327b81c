import type { DealCategory } from '../../gql/curator/graphql';

export type DealTabId = 'active' | 'fashion' | 'favorites';

export interface CollectionTab {
  id: Exclude<DealTabId, 'active'>;
  label: string;
  /** The category a deal added on this tab gets. */
  category: Extract<DealCategory, 'FASHION' | 'FAVORITES'>;
  itemName: string;
}

export const COLLECTION_TABS: readonly CollectionTab[] = [
  { id: 'fashion', label: 'Fashion', category: 'FASHION', itemName: 'Fashion Item' },
  { id: 'favorites', label: 'Favorites', category: 'FAVORITES', itemName: 'Favorite Item' },
];

export const DEAL_TABS: readonly { id: DealTabId; label: string }[] = [
  { id: 'active', label: 'Active Deals' },
  ...COLLECTION_TABS,
];

export const DEFAULT_DEAL_TAB: DealTabId = 'fashion';
