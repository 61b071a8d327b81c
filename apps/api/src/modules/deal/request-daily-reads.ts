import type { RequestContext } from '../../graphql-kit/request-context';
import type { DailyDealReads } from './daily-deal-reads';
import type { DealService } from './deal.service';

const readsOfRequest = new WeakMap<RequestContext, DailyDealReads>();

/** The request's own reads of the daily deals, so every list of one query shares them. */
export function dailyReadsOf(context: RequestContext, deals: DealService): DailyDealReads {
  let reads = readsOfRequest.get(context);
  if (!reads) {
    reads = deals.dailyReads();
    readsOfRequest.set(context, reads);
  }
  return reads;
}
