import { startBuiltServer, type BuiltServer } from '../../test/built-server';
import { PrivateMariaDb } from '../../test/private-mariadb';
import { PUBLIC_READ_POLICY } from '../public-cache/send-public-answer';

const CURATOR = { username: 'outage-curator', password: 'curator-password-1' };
const SEEDED = ['Outage kettle', 'Outage blender', 'Outage toaster'];
/** How long the database may take to be noticed gone, or back, before the test gives up. */
const NOTICE_LIMIT_MS = 20_000;

const HOME_DEALS = `query HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {
  today: deals(category: DAILY, section: TODAY, search: $search, sort: $sort, limit: $limit) {
    items { id title }
  }
}`;

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Asks `probe` until it returns true or the limit passes; the caller asserts on the last answer. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await probe()) && Date.now() < deadline) await pause(200);
}

describe('a database outage under the built site on a private MariaDB server', () => {
  let database: PrivateMariaDb;
  let server: BuiltServer;
  let cookie = '';
  let warmHome = '';
  let warmEtag = '';

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers });
  const healthStatus = () =>
    get('/healthz').then(
      (response) => response.status,
      () => 0,
    );
  const homeDeals = (sort: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        operationName: 'HomeDeals',
        query: HOME_DEALS,
        variables: { search: null, sort, limit: 30 },
      }),
    });
  const createDeal = (title: string) =>
    fetch(`${server.baseUrl}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title,
        price: '19.99',
        affiliateLink: 'https://www.amazon.com/dp/B000OUTAGE',
      }),
    });

  beforeAll(async () => {
    database = await PrivateMariaDb.create();
    await database.start();
    const url = await database.createDatabase('deals');
    server = await startBuiltServer({ DATABASE_URL: url });
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CURATOR),
    });
    expect(registered.ok).toBe(true);
    cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    for (const title of SEEDED) expect((await createDeal(title)).status).toBe(201);
    const warm = await get('/');
    warmEtag = warm.headers.get('etag') ?? '';
    warmHome = await warm.text();
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.destroy();
  });

  it('serves the last good pages while the database is away, 503s otherwise, and recovers', async () => {
    for (const title of SEEDED) expect(warmHome).toContain(title);

    await database.kill();
    await within(NOTICE_LIMIT_MS, async () => (await healthStatus()) === 503);
    expect(await healthStatus()).toBe(503);
    // Past the second during which the data version read before the kill is still trusted.
    await pause(1200);

    const home = await get('/', { 'accept-encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe(PUBLIC_READ_POLICY.cacheControl);
    expect(home.headers.get('etag')).toBe(warmEtag);
    const stale = await home.text();
    for (const title of SEEDED) expect(stale).toContain(title);
    expect(stale).not.toContain('Failed to load deals');
    // A proxy revalidating its copy of the last good page is told it is still good.
    expect(
      (await get('/', { 'if-none-match': warmEtag, 'cache-control': 'max-age=0' })).status,
    ).toBe(304);

    const neverRendered = await get('/fashion');
    expect(neverRendered.status).toBe(503);
    expect(Number(neverRendered.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(neverRendered.headers.get('content-type')).toMatch(/text\/html/);
    expect(await neverRendered.text()).toMatch(/briefly unavailable/);

    const rest = await get('/api/deals?sort=oldest');
    expect(rest.status).toBe(503);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await rest.json()) as { message: string }).message).toMatch(/database is unavailable/);

    const graphql = await homeDeals('POPULAR');
    expect(graphql.status).toBe(503);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
    const { errors } = (await graphql.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(errors[0].message).toMatch(/database is unavailable/);

    // A signed-in curator's session cannot be looked up: the same 503s, never a 500.
    const curatorGraphql = await homeDeals('NEWEST', { cookie });
    expect(curatorGraphql.status).toBe(503);
    expect(Number(curatorGraphql.headers.get('retry-after'))).toBeGreaterThan(0);
    const curatorErrors = (
      (await curatorGraphql.json()) as { errors: { extensions: { code: string } }[] }
    ).errors;
    expect(curatorErrors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    const curatorPage = await get('/', { cookie });
    expect(curatorPage.status).toBe(503);
    expect(Number(curatorPage.headers.get('retry-after'))).toBeGreaterThan(0);

    await database.start();
    await within(NOTICE_LIMIT_MS, async () => (await healthStatus()) === 200);
    expect(await healthStatus()).toBe(200);
    let created = await createDeal('Back-online grinder');
    // The pool may hand out one connection that died with the server before it notices.
    if (created.status === 503) created = await createDeal('Back-online grinder');
    expect(created.status).toBe(201);
    let fresh = '';
    await within(NOTICE_LIMIT_MS, async () => {
      fresh = await (await get('/')).text();
      return fresh.includes('Back-online grinder');
    });
    expect(fresh).toContain('Back-online grinder');
    expect((await get('/fashion')).status).toBe(200);
    expect((await get('/api/deals?sort=oldest')).status).toBe(200);
    expect((await homeDeals('POPULAR')).status).toBe(200);

    // The outage is told once when it starts and once when it ends, not once per request.
    const lines = server.output().split('\n');
    expect(lines.filter((line) => line.includes('database unavailable'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('database back'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('still shuts down on SIGTERM after the outage and exits 0', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toMatch(/"msg":"shut down"/);
  });
});
