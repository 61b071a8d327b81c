import type { ApolloClient } from '@apollo/client';
import type { GraphQLExecutor, GraphQLResponseBody, PageAnswer } from '@deal-site/ssr-contract';
import { getOperationAST, Kind, print, type DocumentNode } from 'graphql';
import { operationName } from '../page-answers';
import { combinedRouteQuery, type CombinedRouteQuery } from './combined-route-query';
import { routeQueries, type RouteQuery } from './route-queries';

/**
 * A query whose every error is NOT_FOUND is answered as null root fields, so the cache sent to
 * the browser remembers the miss and the hydrating page renders the same 404 the server did.
 */
export function rememberNotFound(
  result: GraphQLResponseBody,
  query: DocumentNode,
): GraphQLResponseBody {
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

/**
 * An answer the page can be rendered from: data and no error but NOT_FOUND, which only an answer
 * passed through `rememberNotFound` still has, beside its null root fields.
 */
const answered = ({ data, errors }: GraphQLResponseBody): boolean =>
  Boolean(data) && (errors ?? []).every((error) => error.extensions?.code === 'NOT_FOUND');

/** Each query's data from one operation; null if it failed. */
async function executeCombined(
  client: ApolloClient,
  combined: CombinedRouteQuery,
  executeGraphQL: GraphQLExecutor,
  missingIsAnswer: boolean,
): Promise<Record<string, unknown>[] | null> {
  const answer = await executeGraphQL({
    query: printedForCache(client, combined.query),
    operationName: combined.operationName,
    variables: combined.variables,
  });
  const usable = missingIsAnswer ? rememberNotFound(answer, combined.query) : answer;
  return answered(usable) ? combined.split(usable.data as Record<string, unknown>) : null;
}

/** Each query's data from an operation of its own; null if any failed. */
async function executeEach(
  client: ApolloClient,
  queries: RouteQuery[],
  executeGraphQL: GraphQLExecutor,
  missingIsAnswer: boolean,
): Promise<Record<string, unknown>[] | null> {
  const answers = await Promise.all(
    queries.map(async ({ query, variables }) => {
      const answer = await executeGraphQL({
        query: printedForCache(client, query),
        operationName: operationName(query),
        variables,
      });
      return missingIsAnswer ? rememberNotFound(answer, query) : answer;
    }),
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
export async function prefetchRouteQueries(
  client: ApolloClient,
  url: string,
  executeGraphQL: GraphQLExecutor,
): Promise<PageAnswer[] | null> {
  const queries = routeQueries(url);
  if (queries.length === 0) return null;
  try {
    const combined = combinedRouteQuery(queries);
    // A page that renders its own 404 from null answers (the deal page) renders it once, too.
    const missingIsAnswer = queries.every((query) => query.missingIsAnswer === true);
    const data = combined
      ? await executeCombined(client, combined, executeGraphQL, missingIsAnswer)
      : await executeEach(client, queries, executeGraphQL, missingIsAnswer);
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
