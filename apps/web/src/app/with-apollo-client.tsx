import { ApolloProvider } from '@apollo/client/react';
import { use, type ComponentType } from 'react';
import { useApolloClientAccess } from './apollo-client-access';

/**
 * `Component` inside Apollo's provider, for the parts that use its hooks (the curator's screens, a
 * page fetched in the browser). Only chunks loaded later import it; in the browser it waits for
 * the client's chunk.
 */
export function withApolloClient<Props extends object>(Component: ComponentType<Props>) {
  return function WithApolloClient(props: Props) {
    const access = useApolloClientAccess();
    const client = access.current ?? use(access.load());
    return (
      <ApolloProvider client={client}>
        <Component {...props} />
      </ApolloProvider>
    );
  };
}
