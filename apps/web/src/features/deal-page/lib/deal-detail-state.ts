import type { DealDetailQuery } from '../../../gql/pages/graphql';

export type DealDetail = DealDetailQuery['deal'];

/** The deal page's deal as it stands: found, loading, failed, or missing (null and no error). */
export interface DealDetailState {
  deal: DealDetail | null;
  loading: boolean;
  error: unknown;
}
