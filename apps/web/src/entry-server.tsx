import { type ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type {
  GraphQLExecutor,
  GraphQLResponseBody,
  PageAnswer,
  SsrRender,
  SsrRequest,
  SsrResult,
} from '@deal-site/ssr-contract';
import { getOperationAST, Kind, print, type DocumentNode } from 'graphql';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createServerClient } from './app/apollo';
import type { PageMetaCollector } from './app/page-meta';
import { RouteModulesContext } from './app/route-modules';
import { operationName } from './app/page-answers';
import { renderHeadTags } from './app/server/head-tags';
import { MemoizedStylis } from './app/server/memoized-stylis';
import { prerenderPage } from './app/server/page-renderers';
import { combinedRouteQuery, type CombinedRouteQuery } from './app/server/combined-route-query';
import { LOADED_NOW, renderFromCache } from './app/server/render-from-cache';
import { routeQueries, type RouteQuery } from './app/server/route-queries';

/**
 * A query whose every error is NOT_FOUND is answered as null root fields, so the cache sent to
 * the browser remembers the miss and the hydrating page renders the same 404 the server did.
 */
function rememberNotFound(result: GraphQLResponseBody, query: DocumentNode): GraphQLResponseBody {
  const errors = result.errors ?? [];
  const notFound =
    errors.length > 0 && errors.every((error) => error.extensions?.code === 'NOT_FOUND');
  if (result.data || !notFound) return result;
  const operation = getOperationAST(query);
  const rootFields = (operation?.selectionSet.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.alias?.value ?? selection.name.value] : [],
  );
  return { ...result, data: Object.fromEntries(rootFields.map((field) => [field, null])) };
}

/** Every operation the render sends is executed in process with the visitor's own session. */
function executorLink(executeGraphQL: GraphQLExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        executeGraphQL({
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (result) => {
            observer.next(rememberNotFound(result, operation.query) as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** Route queries as the cache needs their answers (with `__typename`), printed once each. */
const printedRouteQueries = new WeakMap<DocumentNode, string>();

function printedForCache(client: ApolloClient, query: DocumentNode): string {
  let printed = printedRouteQueries.get(query);
  if (printed === undefined) {
    printed = print(client.cache.transformDocument(query));
    printedRouteQueries.set(query, printed);
  }
  return printed;
}

/** An answer the page can be rendered from: data and no error. */
const answered = ({ data, errors }: GraphQLResponseBody): boolean =>
  Boolean(data) && (errors?.length ?? 0) === 0;

/** Each query's data from one operation; null if it failed. */
async function executeCombined(
  client: ApolloClient,
  combined: CombinedRouteQuery,
  executeGraphQL: GraphQLExecutor,
): Promise<Record<string, unknown>[] | null> {
  const answer = await executeGraphQL({
    query: printedForCache(client, combined.query),
    operationName: combined.operationName,
    variables: combined.variables,
  });
  return answered(answer) ? combined.split(answer.data as Record<string, unknown>) : null;
}

/** Each query's data from an operation of its own; null if any failed. */
async function executeEach(
  client: ApolloClient,
  queries: RouteQuery[],
  executeGraphQL: GraphQLExecutor,
): Promise<Record<string, unknown>[] | null> {
  const answers = await Promise.all(
    queries.map(({ query, variables }) =>
      executeGraphQL({
        query: printedForCache(client, query),
        operationName: operationName(query),
        variables,
      }),
    ),
  );
  return answers.every(answered)
    ? answers.map(({ data }) => data as Record<string, unknown>)
    : null;
}

/**
 * Executes the queries the page at `url` is known to run and answers them; null if any failed.
 * Not through `client.query`, which writes each answer into the cache and reads it back out: the
 * render and the hydrating browser take the answers as they are (page answers). The route's queries
 * go as one operation when they can share one.
 */
async function prefetchRouteQueries(
  client: ApolloClient,
  url: string,
  executeGraphQL: GraphQLExecutor,
): Promise<PageAnswer[] | null> {
  const queries = routeQueries(url);
  if (queries.length === 0) return null;
  try {
    const combined = combinedRouteQuery(queries);
    const data = combined
      ? await executeCombined(client, combined, executeGraphQL)
      : await executeEach(client, queries, executeGraphQL);
    // The render that fetches as it goes asks again and shows the failure as the page always has.
    if (!data) return null;
    return queries.map(({ query, variables }, index) => ({
      operationName: operationName(query) ?? '',
      variables,
      data: data[index],
    }));
  } catch {
    return null;
  }
}

/**
 * What the browser restores into Apollo's cache; null when the render read nothing through it (a
 * page hydrating from its page answers), so the browser restores nothing.
 */
function cacheState(client: ApolloClient): unknown {
  const state = client.extract() as Record<string, unknown>;
  return Object.keys(state).length > 0 ? state : null;
}

/** One attempt at rendering the page: its tree, with fresh collectors for what the render reports. */
function pageRender(
  client: ApolloClient,
  { url, siteConfig, now }: SsrRequest,
  pageAnswers: PageAnswer[] = [],
) {
  const metaCollector: PageMetaCollector = { meta: null, status: 200 };
  const routeModules = new Set<string>();
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(
    <StrictMode>
      <MemoizedStylis>
        <AppProviders
          client={client}
          site={{ config: siteConfig, renderedAt: new Date(now) }}
          pageAnswers={pageAnswers}
          metaCollector={metaCollector}
        >
          <StaticRouter location={url}>
            <RouteModulesContext.Provider value={routeModules}>
              <App />
            </RouteModulesContext.Provider>
          </StaticRouter>
        </AppProviders>
      </MemoizedStylis>
    </StrictMode>,
  );
  return {
    tree,
    result: (html: string): SsrResult => ({
      status: metaCollector.status,
      html,
      head: `${renderHeadTags(metaCollector.meta, siteConfig.publicUrl)}\n${sheet.getStyleTags()}`,
      apolloState: cacheState(client),
      pageAnswers,
      routeModules: [...routeModules],
    }),
    seal: () => sheet.seal(),
  };
}

/**
 * The page rendered from its prefetched answers alone, in one pass; once more, from the start,
 * when a part's code had to load first. Null when the page asks for data it was not given.
 */
async function renderPrefetched(
  client: ApolloClient,
  request: SsrRequest,
  pageAnswers: PageAnswer[],
): Promise<SsrResult | null> {
  for (const waitForCode of [true, false]) {
    const page = pageRender(client, request, pageAnswers);
    try {
      const html = await renderFromCache(page.tree, { waitForCode });
      if (html === null) return null;
      if (html !== LOADED_NOW) return page.result(html);
    } finally {
      page.seal();
    }
  }
  return null;
}

export const render: SsrRender = async (request) => {
  const client = createServerClient(executorLink(request.executeGraphQL));
  // A page whose data was fetched beforehand renders once; any other page, or one that asked for
  // more than was fetched, goes through Apollo's render loop (render, fetch, render again).
  const prefetched = await prefetchRouteQueries(client, request.url, request.executeGraphQL);
  const fromPrefetched = prefetched && (await renderPrefetched(client, request, prefetched));
  if (fromPrefetched) return fromPrefetched;
  const page = pageRender(client, request, prefetched ?? []);
  try {
    const { result } = await prerenderStatic({
      tree: page.tree,
      context: { client },
      renderFunction: prerenderPage,
    });
    return page.result(result);
  } finally {
    page.seal();
  }
};
