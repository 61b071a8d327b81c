import { NetworkStatus } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { type HookWrappers, wrapperSymbol } from '@apollo/client/react/internal';
import type { ReactNode } from 'react';
import { prerenderPage, renderPageNow } from './prerender-page';

/**
 * A skipped query's state as `useQuery` gives it. A server render runs no effects or handlers, so
 * it reads only the state; the methods (refetch, fetchMore, polling) are left out.
 */
function skippedQuery<Result>(variables: unknown): Result {
  const state = {
    data: undefined,
    dataState: 'empty',
    previousData: undefined,
    error: undefined,
    loading: false,
    networkStatus: NetworkStatus.ready,
    variables: variables ?? {},
  };
  return state as Result;
}

/** What a Suspense boundary rendered as its fallback, for the browser to render, starts with. */
const RENDERED_AS_FALLBACK = '<!--$!';

/**
 * Renders `tree` to HTML, every Apollo query answered from the cache alone (the route's
 * prefetched queries reach the render as page answers, not through Apollo). Returns null when a
 * query found its data missing there (it would render as loading): the page needs the render that
 * fetches data instead. One synchronous pass, unless a Suspense boundary fell back in it (a route's
 * chunk not loaded yet after a start): then once more, waiting for what it needs.
 */
export async function renderFromCache(tree: ReactNode): Promise<string | null> {
  let complete = true;
  const ApolloContext = getApolloContext();
  // The hook wrapper Apollo's own render loop uses to see each query a render runs.
  const wrappers: HookWrappers = {
    useQuery: (original) => (query, options) => {
      const variables = typeof options === 'object' ? options.variables : undefined;
      // Apollo would still set up a watched query for it (about 1 ms): the session's, on every page.
      if (typeof options === 'object' && options.skip)
        return skippedQuery<ReturnType<typeof original>>(variables);
      const result = original(query, options);
      if (result.loading) complete = false;
      return result;
    },
  };
  const page = (
    <ApolloContext.Provider value={{ [wrapperSymbol]: wrappers }}>{tree}</ApolloContext.Provider>
  );
  const html = renderPageNow(page);
  if (!complete) return null;
  if (!html.includes(RENDERED_AS_FALLBACK)) return html;
  const { prelude } = await prerenderPage(page);
  if (!complete) {
    await prelude.cancel();
    return null;
  }
  return streamText(prelude);
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    chunks.push(read.value);
  return Buffer.concat(chunks).toString('utf8');
}
