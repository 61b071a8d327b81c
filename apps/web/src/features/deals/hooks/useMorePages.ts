import { useCallback, useMemo, useRef, useState } from 'react';
import type { DealCard_DealFragment } from '../../../gql/graphql';
import { applyDealChanges } from '../lib/deal-changes';
import { useDealChanges } from './useDealChanges';

export interface DealPage {
  items: DealCard_DealFragment[];
  total: number;
}

export interface DealListing {
  /** The deals loaded so far, in the server's order. */
  deals: DealCard_DealFragment[];
  /** How many deals match in all, loaded or not. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** Fetches the next page; a call while one is on its way does nothing. */
  loadMore: () => void;
}

interface LoadedPages {
  /** Which listing (section, category, search and sort) the pages belong to. */
  listing: string;
  items: DealCard_DealFragment[];
  /** Offsets and totals count the deals deleted in this tab as if they were still listed. */
  nextOffset: number;
  total: number;
}

const NO_DEALS: DealCard_DealFragment[] = [];

// A deal added while the visitor pages shifts the later pages: what is already listed stays once.
function appendUnlisted(listed: DealCard_DealFragment[], more: DealCard_DealFragment[]) {
  if (more.length === 0) return listed;
  const ids = new Set(listed.map((deal) => deal.id));
  const unlisted = more.filter((deal) => !ids.has(deal.id) && ids.add(deal.id));
  return [...listed, ...unlisted];
}

/**
 * The first page (rendered by the server) followed by the pages the visitor loaded since, with
 * the curator's saves and deletes in this tab laid over them. Another listing starts again from
 * its own first page.
 */
export function useMorePages(
  listing: string,
  firstPage: DealPage | undefined,
  fetchPage: (offset: number) => Promise<DealPage>,
): DealListing {
  const [loaded, setLoaded] = useState<LoadedPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const inFlight = useRef(false);

  const changes = useDealChanges();
  const first = firstPage?.items ?? NO_DEALS;
  const more = loaded?.listing === listing ? loaded : null;
  const listed = useMemo(() => appendUnlisted(first, more?.items ?? NO_DEALS), [first, more]);
  const deals = useMemo(() => applyDealChanges(listed, changes), [listed, changes]);
  // Each listed deal deleted here has left the server's list too, moving later deals up one place.
  const deleted = listed.length - deals.length;
  const nextOffset = more?.nextOffset ?? first.length;
  const total = more?.total ?? firstPage?.total ?? 0;

  const latest = useRef({ listing, more, nextOffset, total, deleted, fetchPage });
  latest.current = { listing, more, nextOffset, total, deleted, fetchPage };

  const loadMore = useCallback(() => {
    const {
      listing: key,
      more: earlier,
      nextOffset: offset,
      total: count,
      deleted: gone,
    } = latest.current;
    if (inFlight.current || offset >= count) return;
    inFlight.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    latest.current
      .fetchPage(offset - gone)
      .then((page) =>
        setLoaded({
          listing: key,
          items: [...(earlier?.items ?? NO_DEALS), ...page.items],
          nextOffset: offset + page.items.length,
          total: page.total + gone,
        }),
      )
      .catch(() => setLoadMoreFailed(true))
      .finally(() => {
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, []);

  return {
    deals,
    total: total - deleted,
    hasMore: nextOffset < total,
    loadingMore,
    loadMoreFailed,
    loadMore,
  };
}
