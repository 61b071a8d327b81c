import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { GraphQLResponseBody } from '@deal-site/ssr-contract';
import { prefetchRouteQueries } from './route-prefetch';

/** The route's prefetch, every operation answered with `answer`; `operations` lists what it asked. */
async function prefetchAnswering(url: string, answer: GraphQLResponseBody) {
  const operations: string[] = [];
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const answers = await prefetchRouteQueries(client, url, async ({ operationName }) => {
    operations.push(operationName ?? '');
    return answer;
  });
  return { operations, answers };
}

const failure = (code: string): GraphQLResponseBody => ({
  data: null,
  errors: [{ message: `failed: ${code}`, extensions: { code } }],
});

describe('prefetchRouteQueries', () => {
  it("answers a missing deal's page with its deal null, so its 404 renders from that answer", async () => {
    const { operations, answers } = await prefetchAnswering('/deals/999', failure('NOT_FOUND'));
    expect(operations).toHaveLength(1);
    expect(answers).toEqual([
      { operationName: 'DealDetail', variables: { id: '999' }, data: { deal: null } },
    ]);
  });

  it('gives the fetching render a deal page whose answer failed otherwise', async () => {
    const { answers } = await prefetchAnswering('/deals/999', failure('SERVICE_UNAVAILABLE'));
    expect(answers).toBeNull();
  });

  it("gives the fetching render an unknown store's page, which tells a missing store itself", async () => {
    const { answers } = await prefetchAnswering('/stores/nowhere', failure('NOT_FOUND'));
    expect(answers).toBeNull();
  });
});
