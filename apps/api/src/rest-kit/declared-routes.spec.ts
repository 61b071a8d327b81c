import Fastify from 'fastify';
import { requireDeclaredAccess } from './declared-routes';

describe('declared route access', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify();
    const boot = async () => {
      await app.register(async (context) => {
        requireDeclaredAccess(context);
        context.get('/undeclared', () => 'ok');
      });
      await app.ready();
    };
    await expect(boot()).rejects.toThrow('GET /undeclared declares no access');
  });

  it('lists each route once with its access, schemas and answer, its HEAD twin left out', async () => {
    const app = Fastify();
    app.decorate('declaredRoutes', []);
    await app.register(
      async (context) => {
        requireDeclaredAccess(context);
        context.get('/open', { config: { access: 'public' } }, () => 'ok');
        context.get(
          '/page/:id',
          {
            config: { access: 'public', answers: 'html' },
            schema: { params: { type: 'object' }, querystring: {} },
          },
          () => 'ok',
        );
        context.post(
          '/closed',
          { config: { access: 'curator' }, schema: { body: {}, response: { 200: {} } } },
          () => 'ok',
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(app.declaredRoutes).toEqual([
      { method: 'GET', url: '/api/open', access: 'public', schemas: [] },
      {
        method: 'GET',
        url: '/api/page/:id',
        access: 'public',
        schemas: ['params', 'querystring'],
        answers: 'html',
      },
      { method: 'POST', url: '/api/closed', access: 'curator', schemas: ['body', 'response'] },
    ]);
  });

  it('guards a curator route before its handler', async () => {
    const app = Fastify();
    app.decorate('declaredRoutes', []);
    // No session resolver: an anonymous request is refused before any lookup would be needed.
    app.decorate('sessionAuth', { sessionUser: () => Promise.resolve(null) });
    await app.register(async (context) => {
      requireDeclaredAccess(context);
      context.get('/closed', { config: { access: 'curator' } }, () => 'reached');
    });
    const answer = await app.inject({ method: 'GET', url: '/closed' });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('reached');
  });
});
