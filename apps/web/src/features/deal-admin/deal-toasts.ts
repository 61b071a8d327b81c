import type { DealCategory } from '../../gql/curator/graphql';

export interface AddDealToasts {
  added: string;
  failed: string;
}

// Spec section 8 words the collections' toasts by hand; daily deals use the generic pair.
const ADD_DEAL_TOASTS: Record<DealCategory, AddDealToasts> = {
  FASHION: { added: 'Fashion item added', failed: 'Failed to add fashion item' },
  FAVORITES: { added: 'Favorite item added', failed: 'Failed to add favorite item' },
  DAILY: { added: 'daily deal added successfully', failed: 'Failed to add daily deal' },
};

export function addDealToasts(category: DealCategory): AddDealToasts {
  return ADD_DEAL_TOASTS[category];
}

export const DEAL_TOASTS = {
  updated: 'Deal updated successfully',
  updateFailed: 'Failed to update deal',
  deleted: 'Deal deleted successfully',
  deleteFailed: 'Failed to delete deal',
  expired: 'Deal expired',
  expireFailed: 'Failed to expire deal',
  broughtBack: 'Deal is live again',
  bringBackFailed: 'Failed to bring the deal back',
  cleared: 'All deals have been cleared',
  clearFailed: 'Failed to clear deals',
  errorTitle: 'Error',
  uploadFailed: 'Failed to upload images',
} as const;

export const CONFIRM_DELETE_DEAL = 'Are you sure you want to delete this deal?';
export const CONFIRM_CLEAR_DEALS =
  'Are you sure you want to clear all deals? They are archived: click history is kept.';
