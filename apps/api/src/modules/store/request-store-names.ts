import type { RequestContext } from '../../graphql-kit/request-context';
import type { DealListPreparer } from '../deal/deal-list-preparer';
import type { StoreNames, StoreService } from './store.service';

const namesOfRequest = new WeakMap<RequestContext, StoreNames>();

/** The store names a list of this request read for its cards; undefined before any did. */
export function preparedStoreNames(context: RequestContext): StoreNames | undefined {
  return namesOfRequest.get(context);
}

/** Reads the store names before a list's cards name their stores, so each names its own at once. */
export function storeListPreparer(stores: StoreService): DealListPreparer {
  return {
    fields: ['store'],
    prepare: async (_deals, context) => {
      namesOfRequest.set(context, await stores.storeNames());
    },
  };
}
