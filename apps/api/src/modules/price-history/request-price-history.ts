import type { RequestContext } from '../../graphql-kit/request-context';
import type { DealListPreparer } from '../deal/deal-list-preparer';
import type { PriceHistoryService, RequestPriceHistory } from './price-history.service';

const historyOfRequest = new WeakMap<RequestContext, RequestPriceHistory>();

/** The request's own price histories, so every card of every list in one query shares a read. */
export function priceHistoryOf(
  context: RequestContext,
  priceHistory: PriceHistoryService,
): RequestPriceHistory {
  let history = historyOfRequest.get(context);
  if (!history) {
    history = priceHistory.forRequest();
    historyOfRequest.set(context, history);
  }
  return history;
}

/** Reads the histories of a list's cards before their badges resolve. */
export function priceHistoryListPreparer(priceHistory: PriceHistoryService): DealListPreparer {
  return {
    fields: ['lowestPostedPrice'],
    prepare: (deals, context) => priceHistoryOf(context, priceHistory).prepare(deals),
  };
}
