import { startBuiltServer, type RunningServer } from './support/server';

describe('npm start with NODE_ENV=development in the shell', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startBuiltServer({ NODE_ENV: 'development' }, { through: 'start script' });
  }, 180_000);

  afterAll(() => server?.stop());

  it('builds and serves the production pages', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
  });

  it('does not mount the passwordless quick-login', async () => {
    const response = await fetch(`${server.baseUrl}/api/dev/quick-login`, { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('refuses GraphQL introspection', async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/introspection/i);
  });
});
