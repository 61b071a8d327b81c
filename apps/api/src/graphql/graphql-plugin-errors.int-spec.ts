import request from 'supertest';
import { recordingLogger } from '../../test/recording-logger';
import { startTestApp, type TestApp } from '../../test/test-app';

const HOME_DEALS = {
  operationName: 'HomeDeals',
  query: `query HomeDeals($sort: DealSort!, $limit: Int!) {
    today: deals(category: DAILY, section: TODAY, sort: $sort, limit: $limit) { total }
  }`,
  variables: { sort: 'NEWEST', limit: 3 },
};
const SECRET = 'secret internals at /srv/app/dist/site-version.js:12';
const refusedConnection = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });

describe('an error thrown before Apollo answers a public read', () => {
  let testApp: TestApp;
  const { logger, lines: logged } = recordingLogger('error');

  beforeAll(async () => {
    testApp = await startTestApp('sqlite', {}, { logger });
  });

  afterAll(() => testApp.close());

  it('is masked like any unexpected error, and logged with its real message', async () => {
    // The public cache asks the data versions before its key: make that fail.
    jest
      .spyOn(testApp.services.siteVersion, 'current')
      .mockRejectedValueOnce(new TypeError(SECRET));

    const response = await request(testApp.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(HOME_DEALS);

    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      errors: [
        { message: 'Unexpected server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    });
    expect(response.text).not.toMatch(/secret|TypeError/);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'unexpected GraphQL error',
        err: expect.objectContaining({
          message: SECRET,
          stack: expect.stringContaining('TypeError'),
        }),
      }),
    );

    const next = await request(testApp.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(HOME_DEALS);
    expect(next.status).toBe(200);
  });

  it('stays a 503 with Retry-After when it says the database cannot be reached', async () => {
    jest.spyOn(testApp.services.siteVersion, 'current').mockRejectedValueOnce(refusedConnection());

    // Variables of their own: no last good answer to fall back on.
    const response = await request(testApp.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ ...HOME_DEALS, variables: { sort: 'NEWEST', limit: 4 } });

    expect(response.status).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(response.text).not.toContain('3306');
  });

  it('serves the last good answer instead, when there is one', async () => {
    const send = () =>
      request(testApp.app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send(HOME_DEALS);
    const good = await send();
    expect(good.status).toBe(200);
    jest.spyOn(testApp.services.siteVersion, 'current').mockRejectedValueOnce(refusedConnection());

    const stale = await send();
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(good.body);
  });
});
