import { ApolloLink } from '@apollo/client';
import type { BaseHttpLink } from '@apollo/client/link/http';
import { from, mergeMap } from 'rxjs';

/**
 * The HTTP link, fetched with the first request that goes to the API instead of with the page.
 * Hydration reads the server render's answers from the cache, so building requests and parsing
 * responses is not needed before the page is interactive. It is the plain BaseHttpLink: the site
 * sends no client-awareness names, so HttpLink's wrapper around it would be dead weight.
 */
export function createDeferredHttpLink(options: BaseHttpLink.Options): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const load = () => {
    loading ??= import('@apollo/client/link/http').then(
      ({ BaseHttpLink }) => new BaseHttpLink(options),
      (error: unknown) => {
        // A failed download fails this request only; the next one tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}
