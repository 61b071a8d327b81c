import request from 'supertest';
import { rawRequest, type RawAnswer } from '../../test/raw-http';
import {
  listenOnLoopback,
  startTestApp,
  type LoopbackServer,
  type TestApp,
} from '../../test/test-app';
import { GRAPHQL_REQUEST_BOUNDS } from './request-bounds';

const HOME_DEALS = `query HomeDeals($sort: DealSort!, $limit: Int!) {
  today: deals(category: DAILY, section: TODAY, sort: $sort, limit: $limit) { total }
}`;
const JSON_TYPE = { 'content-type': 'application/json' };
const LEAKED_INTERNALS = /RangeError|call stack|stacktrace|at .+\.(js|ts):\d+/i;

/** `levels` objects nested in one another, written out without recursion. */
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** A HomeDeals body whose variables carry `extra` as written (raw JSON) beside the real ones. */
const homeDealsBody = (extra: string, field: 'variables' | 'extensions' = 'variables') =>
  field === 'variables'
    ? `{"operationName":"HomeDeals","query":${JSON.stringify(HOME_DEALS)},"variables":{"sort":"NEWEST","limit":3,"extra":${extra}}}`
    : `{"operationName":"HomeDeals","query":${JSON.stringify(HOME_DEALS)},"variables":{"sort":"NEWEST","limit":3},"extensions":{"extra":${extra}}}`;

function expectRefused(status: number, text: string, wording: RegExp) {
  expect(status).toBe(400);
  expect(text).not.toMatch(LEAKED_INTERNALS);
  const { errors } = JSON.parse(text) as { errors: { message: string; extensions: unknown }[] };
  expect(errors).toEqual([
    { message: expect.stringMatching(wording), extensions: { code: 'BAD_REQUEST' } },
  ]);
}

describe('bounded GraphQL variables and extensions', () => {
  let testApp: TestApp;
  let server: LoopbackServer;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    server = await listenOnLoopback(testApp);
  });

  afterAll(async () => {
    await server.close();
    await testApp.close();
  });

  const postToListener = (body: string) =>
    rawRequest(server.baseUrl, '/graphql', { method: 'POST', headers: JSON_TYPE, body });
  const answerText = (answer: RawAnswer) => answer.body.toString();

  it('refuses 12,000 nested levels on an anonymous HomeDeals with 400, and keeps answering', async () => {
    const deep = homeDealsBody(nestedObjects(12_000));
    // Twice: the public cache must not have kept anything for these bytes either.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await postToListener(deep);
      expectRefused(answer.status, answerText(answer), /variables.*deeper than 16/i);
    }
    const plain = await postToListener(homeDealsBody('null'));
    expect(plain.status).toBe(200);
    expect(JSON.parse(answerText(plain))).toEqual({ data: { today: { total: 0 } } });
  });

  it('refuses them on the way through Express alone too', async () => {
    const response = await request(testApp.app)
      .post('/graphql')
      .set(JSON_TYPE)
      .send(homeDealsBody(nestedObjects(12_000)));
    expectRefused(response.status, response.text, /variables.*deeper than 16/i);
  });

  it(`answers ${GRAPHQL_REQUEST_BOUNDS.maxDepth} levels and refuses one more`, async () => {
    // The variables object is the first level.
    const atLimit = await postToListener(
      homeDealsBody(nestedObjects(GRAPHQL_REQUEST_BOUNDS.maxDepth - 1)),
    );
    expect(atLimit.status).toBe(200);
    const over = await postToListener(
      homeDealsBody(nestedObjects(GRAPHQL_REQUEST_BOUNDS.maxDepth)),
    );
    expectRefused(over.status, answerText(over), /variables.*deeper than 16/i);
  });

  it(`refuses variables of more than ${GRAPHQL_REQUEST_BOUNDS.maxEntries} keys and items`, async () => {
    const items = (count: number) => JSON.stringify(Array.from({ length: count }, () => 0));
    // The real variables hold two keys and `extra` a third.
    const atLimit = await postToListener(
      homeDealsBody(items(GRAPHQL_REQUEST_BOUNDS.maxEntries - 3)),
    );
    expect(atLimit.status).toBe(200);
    const over = await postToListener(homeDealsBody(items(GRAPHQL_REQUEST_BOUNDS.maxEntries - 2)));
    expectRefused(over.status, answerText(over), /variables.*more than 500/i);
  });

  it('bounds extensions the same way', async () => {
    const answer = await postToListener(homeDealsBody(nestedObjects(12_000), 'extensions'));
    expectRefused(answer.status, answerText(answer), /extensions.*deeper than 16/i);
  });

  it('bounds the variables of a GET query string', async () => {
    const search = new URLSearchParams({
      operationName: 'HomeDeals',
      query: HOME_DEALS,
      variables: `{"sort":"NEWEST","limit":3,"extra":${nestedObjects(GRAPHQL_REQUEST_BOUNDS.maxDepth)}}`,
    });
    const response = await request(testApp.app)
      .get(`/graphql?${search.toString()}`)
      .set('apollo-require-preflight', '1');
    expectRefused(response.status, response.text, /variables.*deeper than 16/i);
  });
});
