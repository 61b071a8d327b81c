import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { withApolloClient } from '../../../app/with-apollo-client';
import { DealDetailQuery } from '../graphql/deal-detail.query';
import { dealDetailVariables } from '../lib/deal-detail-variables';
import type { DealDetailState } from '../lib/deal-detail-state';

export interface FetchedDealDetailProps {
  id: string;
  children: (state: DealDetailState) => ReactNode;
}

/**
 * The deal asked for through Apollo, for a deal page rendered without its prefetched answer: a link
 * followed in the browser, a missing deal, a failed prefetch. A module of its own, so a page that
 * hydrates from its answer loads none of Apollo's query hooks.
 */
function DealDetailQueried({ id, children }: FetchedDealDetailProps) {
  const { data, loading, error } = useQuery(DealDetailQuery, {
    variables: dealDetailVariables(id),
    // A missing deal is cached as null, so the browser's first render matches the server's 404.
    errorPolicy: 'all',
  });
  return children({ deal: data?.deal ?? null, loading, error });
}

export const FetchedDealDetail = withApolloClient(DealDetailQueried);
