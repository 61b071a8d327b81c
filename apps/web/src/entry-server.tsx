import { type ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type {
  GraphQLExecutor,
  PageAnswer,
  SsrRender,
  SsrRequest,
  SsrResult,
} from '@deal-site/ssr-contract';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createServerClient } from './app/apollo';
import { readyApolloClient } from './app/apollo-client-access';
import type { PageMetaCollector } from './app/page-meta';
import { RouteModulesContext } from './app/route-modules';
import { renderHeadTags } from './app/server/head-tags';
import { MemoizedStylis } from './app/server/memoized-stylis';
import { prerenderPage } from './app/server/page-renderers';
import { LOADED_NOW, renderFromCache } from './app/server/render-from-cache';
import { prefetchRouteQueries, rememberNotFound } from './app/server/route-prefetch';

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
        {/* The browser has no provider here: only chunks that use Apollo's hooks add one. */}
        <ApolloProvider client={client}>
          <AppProviders
            apollo={readyApolloClient(client)}
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
        </ApolloProvider>
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
