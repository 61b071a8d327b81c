import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { GraphQLResponseBody, SsrRender } from '@deal-site/ssr-contract';
import { getOperationAST, Kind, print, type DocumentNode } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createServerClient } from './app/apollo';
import { renderHeadTags, type PageMetaCollector } from './app/page-meta';
import { RouteModulesContext } from './app/route-modules';

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

export const render: SsrRender = async ({ url, executeGraphQL, siteConfig, now }) => {
  const link = new ApolloLink(
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
  const client = createServerClient(link);
  const metaCollector: PageMetaCollector = { meta: null, status: 200 };
  const routeModules = new Set<string>();
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <AppProviders
          client={client}
          site={{ config: siteConfig, renderedAt: new Date(now) }}
          metaCollector={metaCollector}
        >
          <StaticRouter location={url}>
            <RouteModulesContext.Provider value={routeModules}>
              <App />
            </RouteModulesContext.Provider>
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    const { result } = await prerenderStatic({
      tree,
      context: { client },
      renderFunction: prerenderToNodeStream,
    });
    return {
      status: metaCollector.status,
      html: result,
      head: `${renderHeadTags(metaCollector.meta, siteConfig.publicUrl)}\n${sheet.getStyleTags()}`,
      apolloState: client.extract(),
      routeModules: [...routeModules],
    };
  } finally {
    sheet.seal();
  }
};
