import type { RequestContext } from '../../graphql/context';
import type { DailyDealReads } from './daily-deal-reads';

const readsOfRequest = new WeakMap<RequestContext, DailyDealReads>();

/** The request's own reads of the daily deals, so every list of one query shares them. */
export function dailyReadsOf(context: RequestContext): DailyDealReads {
  let reads = readsOfRequest.get(context);
  if (!reads) {
    reads = context.services.deals.dailyReads();
    readsOfRequest.set(context, reads);
  }
  return reads;
}
