import { SSR_STATE_ELEMENT_ID, type SsrState } from '@deal-site/ssr-contract';
import { startBuiltServer, type BuiltServer } from '../../test/built-server';
import { decodedBody, rawRequest } from '../../test/raw-http';
import { PUBLIC_READ_POLICY } from '../public-cache/send-public-answer';

const CURATOR = { username: 'pages-curator', password: 'curator-password-1' };

describe('public pages of the built site, through the one public cache', () => {
  let server: BuiltServer;
  let cookie = '';

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(server.baseUrl, path, { headers, method });

  const createDeal = async (title: string, category = 'daily') => {
    const created = await fetch(`${server.baseUrl}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title,
        price: '19.99',
        category,
        affiliateLink: 'https://www.amazon.com/dp/B000PAGES1',
      }),
    });
    expect(created.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startBuiltServer({});
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CURATOR),
    });
    expect(registered.status).toBe(200);
    cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    await createDeal('Pages kettle');
    await createDeal('Pages radio');
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('says what a proxy may keep, and answers 304 to the ETag it gave', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PUBLIC_READ_POLICY.cacheControl);
    expect(page.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect(page.headers.vary).toBe('accept-encoding');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decodedBody(page)).toContain('Pages kettle');
    const etag = String(page.headers.etag);

    const revalidated = await get('/', { 'if-none-match': etag });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_READ_POLICY.cacheControl);
    expect((await get('/', { 'if-none-match': 'W/"other"' })).status).toBe(200);

    const head = await get('/', {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.headers.etag).toBe(etag);
  });

  it.each(['/', '/fashion', '/favorites'])(
    'renders %s once, from answers fetched before the render (no Apollo cache to hydrate)',
    async (path) => {
      const html = decodedBody(await get(path));
      const stateJson = new RegExp(
        `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html)?.[1];
      const state = JSON.parse(stateJson ?? 'null') as SsrState;
      // Anything the render asked for beyond its route's prefetched queries would have gone
      // through Apollo's render loop (render, fetch, render again) and into its cache.
      expect(state.apolloState).toBeNull();
      expect(state.pageAnswers).toContainEqual(
        expect.objectContaining({
          operationName: 'AmazonDisclosure',
          data: { liveAmazonDeals: true },
        }),
      );
      expect(html).toContain('As an Amazon Associate I earn from qualifying purchases.');
    },
  );

  it('sends the same page in the encoding each client takes, with one ETag for all', async () => {
    const plain = await get('/');
    const asks: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['identity', undefined],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=0.5, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', 'deflate'],
    ];
    for (const [acceptEncoding, expected] of asks) {
      const answer = await get('/', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect({ acceptEncoding, encoding: answer.headers['content-encoding'] }).toEqual({
        acceptEncoding,
        encoding: expected,
      });
      expect(decodedBody(answer)).toBe(plain.body.toString());
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.headers.vary).toBe('accept-encoding');
      if (answer.headers['content-length'] !== undefined)
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('shares one entry among URLs that differ only in parameters a render does not read', async () => {
    const kettles = await get('/?q=kettle&sort=popular');
    const tracked = await get('/?utm_source=fb&sort=popular&q=kettle&fbclid=x');
    expect(tracked.headers.etag).toBe(kettles.headers.etag);
    expect(tracked.body.equals(kettles.body)).toBe(true);
    const radios = await get('/?q=radio&sort=popular');
    expect(radios.headers.etag).not.toBe(kettles.headers.etag);
    expect(decodedBody(radios)).toContain('Pages radio');
    expect(decodedBody(radios)).not.toContain('Pages kettle');
  });

  it("renders a signed-in visitor's page for them alone, never answering them from the shared one", async () => {
    const shared = await get('/');
    const etag = String(shared.headers.etag);
    const signedIn = await get('/', { cookie, 'if-none-match': etag });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(decodedBody(signedIn)).toContain('Pages kettle');
    // A cookie that is not a session leaves the visitor anonymous.
    const withTheme = await get('/', { cookie: 'theme=dark', 'if-none-match': etag });
    expect(withTheme.status).toBe(304);
  });

  it('renders again with a new ETag as soon as a write returns', async () => {
    const before = await get('/fashion');
    expect(decodedBody(before)).not.toContain('Pages toaster');
    await createDeal('Pages toaster', 'fashion');
    const after = await get('/fashion', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decodedBody(after)).toContain('Pages toaster');
  });
});
