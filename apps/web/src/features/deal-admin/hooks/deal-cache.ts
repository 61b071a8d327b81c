import type { ApolloCache } from '@apollo/client';

/** The root fields whose lists hold live deals only, or depend on which deals are live. */
const DEAL_LIST_FIELDS = ['deals', 'reportedDeals', 'dealLinkChecks', 'linkHealth'];

/**
 * Drops every cached deal list, so lists on screen refetch and lists seen earlier (the public
 * pages) load afresh: a new, deleted, archived, expired or revived deal changes their members and
 * their totals, the Deal Health card's lists included.
 */
export function forgetDealLists(cache: ApolloCache): void {
  for (const fieldName of DEAL_LIST_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
