import { ApolloClient, type ApolloLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { createDeferredHttpLink } from './deferred-http-link';

export function createCache(resultCaching = true): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: { Deal: { keyFields: ['id'] } },
  });
}

export function createBrowserClient(state: unknown): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state as NormalizedCacheObject);
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
