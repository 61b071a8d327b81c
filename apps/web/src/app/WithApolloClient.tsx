import { ApolloProvider } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { useApolloClientAccess } from './apollo-client-access';

/**
 * Apollo's provider for the parts that use its hooks (the curator's screens, a page fetched in the
 * browser). Only chunks loaded later import it; in the browser it waits for the client's chunk.
 */
export function WithApolloClient({ children }: { children: ReactNode }) {
  const access = useApolloClientAccess();
  const client = access.current ?? use(access.load());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
