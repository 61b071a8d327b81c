import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';

/**
 * How the app reaches Apollo's client. The server renders with the request's own. The browser
 * builds it on the first use, from a chunk of its own: public pages hydrate from their answers
 * (usePageQuery), so Apollo's code is not downloaded and run before the page responds.
 */
export interface ApolloClientAccess {
  /** The client once it exists: always on the server, in the browser after the first load. */
  readonly current: ApolloClient | null;
  /** The same promise for every caller; after a failed download the next call tries again. */
  load(): Promise<ApolloClient>;
}

const ApolloClientAccessContext = createContext<ApolloClientAccess | null>(null);

export const ApolloClientAccessProvider = ApolloClientAccessContext.Provider;

export function useApolloClientAccess(): ApolloClientAccess {
  const access = useContext(ApolloClientAccessContext);
  if (!access) throw new Error('useApolloClientAccess needs an ApolloClientAccessProvider above');
  return access;
}

/** A client that exists already (the server's, a test's). */
export function readyApolloClient(client: ApolloClient): ApolloClientAccess {
  const loaded = Promise.resolve(client);
  return { current: client, load: () => loaded };
}

/** A client built by `create` on the first call for it. */
export function lazyApolloClient(create: () => Promise<ApolloClient>): ApolloClientAccess {
  let loading: Promise<ApolloClient> | undefined;
  const access: { current: ApolloClient | null; load(): Promise<ApolloClient> } = {
    current: null,
    load: () =>
      (loading ??= create().then(
        (client) => {
          access.current = client;
          return client;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return access;
}
