import { useQuery } from '@apollo/client/react';
import { PushDeliveryQuery } from '../graphql/push-delivery.operations';

/** Push followers and the last fan-outs of deals to them. */
export function usePushDelivery() {
  const { data, error } = useQuery(PushDeliveryQuery, { fetchPolicy: 'cache-and-network' });
  return { delivery: data?.pushDelivery, error };
}
