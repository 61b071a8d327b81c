import type { DealCard_DealFragment } from '../../../gql/graphql';

/** What became of each deal the curator wrote to in this tab: its saved fields, or null once deleted. */
export type DealChanges = ReadonlyMap<string, DealCard_DealFragment | null>;

export const NO_DEAL_CHANGES: DealChanges = new Map();

export interface DealChangeStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => DealChanges;
  /** The deal as the server saved it. */
  recordSaved: (deal: DealCard_DealFragment) => void;
  recordDeleted: (id: string) => void;
}

/**
 * Deals saved or deleted in this tab. Public lists show the answers their page was rendered with
 * and watch no cache, so they lay these changes over them. Only the browser ever records one.
 */
export function createDealChangeStore(): DealChangeStore {
  let changes = NO_DEAL_CHANGES;
  const listeners = new Set<() => void>();

  const record = (id: string, deal: DealCard_DealFragment | null) => {
    changes = new Map(changes).set(id, deal);
    for (const listener of listeners) listener();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => changes,
    recordSaved: (deal) => record(deal.id, deal),
    recordDeleted: (id) => record(id, null),
  };
}

export const dealChangeStore = createDealChangeStore();

/** The deals with saved fields swapped in and deleted deals left out; the same array when nothing changed. */
export function applyDealChanges(
  deals: DealCard_DealFragment[],
  changes: DealChanges,
): DealCard_DealFragment[] {
  if (changes.size === 0 || !deals.some((deal) => changes.has(deal.id))) return deals;
  const changed: DealCard_DealFragment[] = [];
  for (const deal of deals) {
    const change = changes.get(deal.id);
    if (change === undefined) changed.push(deal);
    else if (change) changed.push({ ...deal, ...change });
  }
  return changed;
}
