import { useSyncExternalStore } from 'react';
import { dealChangeStore, NO_DEAL_CHANGES, type DealChanges } from '../lib/deal-changes';

const noChangesOnServer = () => NO_DEAL_CHANGES;

/** The deals saved or deleted in this tab; none on the server and while hydrating. */
export function useDealChanges(): DealChanges {
  return useSyncExternalStore(
    dealChangeStore.subscribe,
    dealChangeStore.snapshot,
    noChangesOnServer,
  );
}
