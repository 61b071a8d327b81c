import { ApolloClient, type ApolloLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { createDeferredHttpLink } from './deferred-http-link';

/** The fields that identify each normalised type. */
export const KEY_FIELDS: Readonly<Record<string, readonly string[]>> = { Deal: ['id'] };

export function createCache(resultCaching = true): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: Object.fromEntries(
      Object.entries(KEY_FIELDS).map(([type, keyFields]) => [type, { keyFields: [...keyFields] }]),
    ),
  });
}

export function createBrowserClient(state: unknown): ApolloClient {
  const cache = createCache();
  // Pages that hydrate from their page answers send an empty state: restoring it would only reset
  // the cache's result caching once more.
  if (state && Object.keys(state).length > 0) cache.restore(state as NormalizedCacheObject);
  return new ApolloClient({
    cache,
    link: createDeferredHttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    // Queries answered by the server render are read from the cache during hydration.
    ssrForceFetchDelay: 100,
  });
}

export function createServerClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ cache: createCache(false), link, ssrMode: true });
}
