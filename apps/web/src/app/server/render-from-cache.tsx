import { NetworkStatus } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { type HookWrappers, wrapperSymbol } from '@apollo/client/react/internal';
import type { ReactNode } from 'react';
import { prerenderPage, renderPageNow } from './page-renderers';

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
 * renderFromCache's answer when a part's code was still loading (a route's chunk, once after a
 * start): it has loaded now, and the page is to be rendered again from the start, with fresh
 * collectors, since the pass that fell back left its fallback's styles in the sheet.
 */
export const LOADED_NOW = Symbol('loaded now');

/**
 * Renders `tree` to HTML in one synchronous pass, every Apollo query answered from the cache alone
 * (the route's prefetched queries reach the render as page answers, not through Apollo). Returns
 * null when a query found its data missing there (it would render as loading): the page needs the
 * render that fetches data instead. When a Suspense boundary fell back, and `waitForCode` is on,
 * it waits until every part has loaded and answers LOADED_NOW; otherwise the HTML as it came out
 * (a boundary that failed is then left for the browser to render, as React's streaming renderers
 * leave it).
 */
export async function renderFromCache(
  tree: ReactNode,
  { waitForCode = true }: { waitForCode?: boolean } = {},
): Promise<string | null | typeof LOADED_NOW> {
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
  if (!waitForCode || !html.includes(RENDERED_AS_FALLBACK)) return html;
  // The static renderer settles once every part it waits for has loaded; its HTML is not needed.
  const { prelude } = await prerenderPage(page);
  await prelude.cancel();
  return complete ? LOADED_NOW : null;
}
