import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app';

function expectJsonError(response: request.Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).toEqual({ message });
  expect(response.text).not.toMatch(/<html|at .+\.(js|ts):\d+/i);
}

describe('one error contract', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  it('answers a malformed JSON body with 400 JSON on /graphql and /api', async () => {
    for (const path of ['/graphql', '/api/login']) {
      const response = await request(testApp.app)
        .post(path)
        .set('content-type', 'application/json')
        .send('{"query": ');
      expectJsonError(response, 400, 'Malformed request');
    }
  });

  it('answers a body over the limit with 413 JSON on /graphql and /api', async () => {
    const huge = JSON.stringify({ query: `{ me { username } }${' '.repeat(200_000)}` });
    for (const path of ['/graphql', '/api/login']) {
      const response = await request(testApp.app)
        .post(path)
        .set('content-type', 'application/json')
        .send(huge);
      expectJsonError(response, 413, 'Request body too large');
    }
  });

  it('answers unknown API routes with 404 JSON and unknown pages with an HTML page', async () => {
    expectJsonError(await request(testApp.app).get('/api/no-such-route'), 404, 'Not found');
    const page = await request(testApp.app).get('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Page not found');
    expect(page.text).not.toMatch(/Cannot GET/);
  });
});

describe.each(['development', 'production'])('an unexpected error in %s mode', (mode) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { NODE_ENV: mode, LOG_LEVEL: 'silent' });
    // A real failure no handler expects: every subscription read and write now fails in SQLite.
    await testApp.dataSource.query('DROP TABLE subscriptions');
  });

  afterAll(() => testApp.close());

  it('is masked: JSON on the API, the error page elsewhere, never the database message', async () => {
    const api = await request(testApp.app)
      .post('/api/subscribe')
      .send({ email: 'reader@example.com', frequency: 'daily' });
    expectJsonError(api, 500, 'Unexpected server error');
    expect(api.text).not.toMatch(/subscriptions|SQLITE/i);

    const page = await request(testApp.app).get(`/unsubscribe/${'a'.repeat(43)}`);
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Something went wrong');
    expect(page.text).not.toMatch(/no such table|SQLITE|at .+\.(js|ts):\d+/i);
  });
});
