import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { GRAPHQL_LIMITS } from './apollo';

function postGraphql(testApp: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return request(testApp.app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set(headers)
    .send(body as object);
}

// Hardened everywhere but the development server: an unset or unknown NODE_ENV is no exception.
describe.each(['production', 'test', ''])('GraphQL hardening with NODE_ENV=%j', (mode) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { NODE_ENV: mode });
  });

  afterAll(() => testApp.close());

  it('answers a plain query, so the refusals below are about the query', async () => {
    const response = await postGraphql(testApp, { query: '{ me { username } }' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { me: null } });
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, index) => `a${index}: me { username }`,
    );
    const response = await postGraphql(testApp, { query: `{ ${aliases.join(' ')} }` });
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0].message).toMatch(/aliases/i);
  });

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth}`, async () => {
    // Introspection types nest without end, so they make a deep query on any schema.
    const deep =
      'ofType { '.repeat(GRAPHQL_LIMITS.maxDepth) + 'name' + ' }'.repeat(GRAPHQL_LIMITS.maxDepth);
    const response = await postGraphql(testApp, {
      query: `{ __type(name: "Deal") { fields { type { ${deep} } } } }`,
    });
    expect(response.body.data).toBeUndefined();
    expect(
      response.body.errors.map((error: { message: string }) => error.message).join(' '),
    ).toMatch(/depth/i);
  });

  it(`refuses a query of more than ${GRAPHQL_LIMITS.maxTokens} tokens`, async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
    const response = await postGraphql(testApp, { query: `{ ${fields} }` });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/more th\w+ 1000 tokens/i),
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ],
    });
  });

  it('answers a query that does not parse with 400', async () => {
    const response = await postGraphql(testApp, { query: '{ me { username }' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('turns introspection off', async () => {
    const response = await postGraphql(testApp, { query: '{ __schema { types { name } } }' });
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0].message).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const response = await postGraphql(testApp, { query: '{ me { usernam } }' });
    expect(response.status).toBe(400);
    const message = response.body.errors[0].message as string;
    expect(message).toMatch(/usernam/);
    expect(message).not.toMatch(/did you mean/i);
    expect(message).not.toMatch(/"username"/);
  });

  it('refuses batched operations', async () => {
    const response = await postGraphql(testApp, [
      { query: '{ me { username } }' },
      { query: '{ me { username } }' },
    ]);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain('"me"');
  });

  it('carries no stack trace in errors', async () => {
    const response = await postGraphql(testApp, { query: '{ nothingHere }' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/stacktrace|at .*\.js/i);
  });

  it('never grants a foreign origin CORS access with credentials', async () => {
    const preflight = await request(testApp.app)
      .options('/graphql')
      .set('origin', 'https://evil.example')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await request(testApp.app).get('/api/deals').set('origin', 'https://evil.example');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
