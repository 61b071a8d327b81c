import { ApolloClient, type ApolloLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { BaseHttpLink } from '@apollo/client/link/http';

export function createCache(resultCaching = true): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: { Deal: { keyFields: ['id'] } },
  });
}

/**
 * The browser's client, built on its first use (apollo-client-access.ts), in the same chunk as the
 * HTTP link. It is the plain BaseHttpLink: the site sends no client-awareness names, so HttpLink's
 * wrapper around it would be dead weight.
 */
export function createBrowserClient(state: unknown): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state as NormalizedCacheObject);
  return new ApolloClient({
    cache,
    link: new BaseHttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    // Queries a curator's page was rendered with are read from the cache while it hydrates.
    ssrForceFetchDelay: 100,
  });
}

export function createServerClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ cache: createCache(false), link, ssrMode: true });
}
