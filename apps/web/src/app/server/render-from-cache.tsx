import { NetworkStatus } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { type HookWrappers, wrapperSymbol } from '@apollo/client/react/internal';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { prefetchedData, type PrefetchedAnswer } from './prefetched-answers';

/**
 * A settled query's state as `useQuery` gives it: answered with `data`, or skipped without. A
 * server render runs no effects or handlers, so it reads only the state; the methods (refetch,
 * fetchMore, polling) are left out.
 */
function settledQuery<Result>(
  data: Record<string, unknown> | undefined,
  variables: unknown,
): Result {
  const state = {
    data,
    dataState: data ? 'complete' : 'empty',
    previousData: undefined,
    error: undefined,
    loading: false,
    networkStatus: NetworkStatus.ready,
    variables: variables ?? {},
  };
  return state as Result;
}

/**
 * Renders `tree` once to HTML. A query with a prefetched answer gets that answer as it is, without
 * the read back out of Apollo's normalised cache (3 ms of a 60-deal home page); any other query is
 * answered from the cache alone. Returns null when a query found its data missing there (it would
 * render as loading): the page needs the render that fetches data instead.
 */
export async function renderFromCache(
  tree: ReactNode,
  answers: readonly PrefetchedAnswer[] = [],
): Promise<string | null> {
  let complete = true;
  const ApolloContext = getApolloContext();
  // The hook wrapper Apollo's own render loop uses to see each query a render runs.
  const wrappers: HookWrappers = {
    useQuery: (original) => (query, options) => {
      const variables = typeof options === 'object' ? options.variables : undefined;
      // Apollo would still set up a watched query for it (about 1 ms): the session's, on every page.
      if (typeof options === 'object' && options.skip)
        return settledQuery<ReturnType<typeof original>>(undefined, variables);
      const data = prefetchedData(answers, query, variables);
      if (data) return settledQuery<ReturnType<typeof original>>(data, variables);
      const result = original(query, options);
      if (result.loading) complete = false;
      return result;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    <ApolloContext.Provider value={{ [wrapperSymbol]: wrappers }}>{tree}</ApolloContext.Provider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return complete ? Buffer.concat(chunks).toString('utf8') : null;
}
