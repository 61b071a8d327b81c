import { useQuery } from '@apollo/client/react';
import { EmailDeliveryQuery } from '../graphql/email-delivery.operations';

/** Mail configuration, subscriber counts and the last digest runs. */
export function useEmailDelivery() {
  const { data, error } = useQuery(EmailDeliveryQuery, { fetchPolicy: 'cache-and-network' });
  return { delivery: data?.emailDelivery, error };
}
