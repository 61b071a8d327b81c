import request from 'supertest';
import { randomTestAddress } from '../../test/auth-helpers';
import { insertDeal } from '../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { BROWSER_USER_AGENT } from '../../test/visitor-agents';
import type { DeclaredRoute, SchemaPart } from './declared-routes';

/*
 * Every REST route says what it reads and, when public, what a JSON read answers: the schemas
 * check the input and serialise the output. A route that reads no body or query string declares
 * that too (`unread`), and one that answers no JSON says what it answers (`config.answers`).
 */
describe('REST routes declaring their schemas', () => {
  let testApp: TestApp;
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    routes = testApp.fastify.declaredRoutes;
  });

  afterAll(() => testApp.close());

  const missing = (applies: (route: DeclaredRoute) => boolean, part: SchemaPart) =>
    routes
      .filter((route) => applies(route) && !route.schemas.includes(part))
      .map(({ method, url }) => `${method} ${url}`);

  it('has routes to check', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('gives every path with a :param a params schema', () => {
    expect(missing(({ url }) => url.includes(':'), 'params')).toEqual([]);
  });

  it('gives every POST, PUT and PATCH a body schema, unread when it takes none', () => {
    const writes = ['POST', 'PUT', 'PATCH'];
    expect(missing(({ method }) => writes.includes(method), 'body')).toEqual([]);
  });

  it('gives every GET a query string schema, unread when it reads none', () => {
    expect(missing(({ method }) => method === 'GET', 'querystring')).toEqual([]);
  });

  it('gives every public GET answering JSON a response schema', () => {
    const publicJsonRead = ({ method, access, answers }: DeclaredRoute) =>
      method === 'GET' && access === 'public' && answers === undefined;
    expect(missing(publicJsonRead, 'response')).toEqual([]);
  });

  it('refuses nothing where a route declares its input unread', async () => {
    const logout = await request(testApp.app)
      .post('/api/logout')
      .send([1, 'two'])
      .set('Content-Type', 'application/json');
    expect(logout.status).toBe(200);
    const user = await request(testApp.app).get('/api/user?a=1&a=2');
    expect(user.status).toBe(401);
  });

  it('counts a click whose ?src= is given twice: its schema refuses no value', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const click = await request(testApp.app)
      .post(`/api/deals/${deal.id}/click?src=feed&src=email`)
      .set({ 'User-Agent': BROWSER_USER_AGENT, 'X-Forwarded-For': randomTestAddress() });
    expect(click.status).toBe(200);
    expect(click.body).toEqual({ clicks: 1 });
  });
});
