import dns from 'node:dns';
import { type ServerResponse } from 'node:http';
import {
  LocalSite,
  answer,
  closedPort,
  redirect,
  slowAnswer,
  type Handler,
} from '../testing/local-site';
import { checkLink } from './check-link';
import { type LinkCheckOptions } from './link-check-options';
import { linkRequestSender } from './link-request';

const onLoopback: LinkCheckOptions = { allowPrivateHosts: true, perHostIntervalMs: 0 };

/** HEAD answered `headStatus`; GET answered 200 with a body that never ends. */
function endlessUnlessHead(headStatus: number) {
  let hungUp = false;
  let hangUp = () => {};
  const hangUpSeen = new Promise<void>((resolve) => (hangUp = resolve));
  const handler: Handler = (request, response: ServerResponse) => {
    if (request.method === 'HEAD') return void response.writeHead(headStatus).end();
    response.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => response.write(Buffer.alloc(1024, 'a')), 5);
    response.on('close', () => {
      clearInterval(timer);
      hungUp = true;
      hangUp();
    });
  };
  return { handler, hangUpSeen, hungUp: () => hungUp };
}

describe('checkLink', () => {
  let site: LocalSite;

  beforeEach(async () => {
    site = await new LocalSite().start();
  });
  afterEach(() => site.stop());

  it('calls a 200 ok, asking with HEAD and a descriptive user agent', async () => {
    site.on('/product/1', answer(200));

    const check = await checkLink(site.url('/product/1'), onLoopback);

    expect(check).toEqual({
      status: 'ok',
      httpStatus: 200,
      reason: '200 OK',
      finalUrl: site.url('/product/1'),
      checkedAt: expect.any(Date),
    });
    expect(site.requests()).toEqual(['HEAD /product/1']);
    expect(site.seen[0].userAgent).toBe('DealSiteLinkCheck/1.0');
  });

  it.each([
    [404, '404 Not Found'],
    [410, '410 Gone'],
  ])('calls a %i broken', async (httpStatus, reason) => {
    site.on('/gone', answer(httpStatus));

    expect(await checkLink(site.url('/gone'), onLoopback)).toMatchObject({
      status: 'broken',
      httpStatus,
      reason,
    });
  });

  it.each([
    [500, '500 Internal Server Error'],
    [503, '503 Service Unavailable'],
    [429, '429 Too Many Requests'],
    [401, '401 Unauthorized'],
  ])('calls a %i unknown, to be tried again', async (httpStatus, reason) => {
    site.on('/busy', answer(httpStatus));

    expect(await checkLink(site.url('/busy'), onLoopback)).toMatchObject({
      status: 'unknown',
      httpStatus,
      reason,
    });
  });

  it('calls a 403 to GET as well as HEAD unknown: bot-blocking, not a verdict', async () => {
    site.on('/blocked', answer(403));

    expect(await checkLink(site.url('/blocked'), onLoopback)).toMatchObject({
      status: 'unknown',
      reason: '403 Forbidden',
    });
    expect(site.requests()).toEqual(['HEAD /blocked', 'GET /blocked']);
  });

  it('gives up on a slow answer after the time limit: unknown', async () => {
    site.on('/slow', slowAnswer(5_000));
    const started = performance.now();

    const check = await checkLink(site.url('/slow'), { ...onLoopback, timeoutMs: 300 });

    expect(check).toMatchObject({
      status: 'unknown',
      httpStatus: null,
      reason: 'timed out after 300 ms',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('calls a refused connection unknown', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/product/1`;

    expect(await checkLink(url, onLoopback)).toMatchObject({
      status: 'unknown',
      reason: 'connection refused',
    });
  });

  it('calls an unknown host broken', async () => {
    // The resolver's answer for a name that does not exist, without asking a DNS server.
    const lookup = jest.spyOn(dns, 'lookup').mockImplementation(((
      _host: string,
      _options: unknown,
      callback: (error: NodeJS.ErrnoException) => void,
    ) => {
      const notFound: NodeJS.ErrnoException = new Error('getaddrinfo ENOTFOUND');
      notFound.code = 'ENOTFOUND';
      callback(notFound);
    }) as unknown as typeof dns.lookup);
    try {
      expect(
        await checkLink('https://deal-site-link-check.invalid/product/1', onLoopback),
      ).toMatchObject({ status: 'broken', httpStatus: null, reason: 'unknown host' });
      expect(lookup).toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
    }
  });

  it.each([405, 501, 403, 400])(
    'asks again with GET when HEAD is answered %i, and hangs up without reading the body',
    async (headStatus) => {
      const endless = endlessUnlessHead(headStatus);
      site.on('/product/1', endless.handler);

      const check = await checkLink(site.url('/product/1'), { ...onLoopback, timeoutMs: 2_000 });

      expect(check).toMatchObject({ status: 'ok', httpStatus: 200 });
      expect(site.requests()).toEqual(['HEAD /product/1', 'GET /product/1']);
      await endless.hangUpSeen;
      expect(endless.hungUp()).toBe(true);
    },
  );

  describe('redirects', () => {
    it('follows 301, 302, 303, 307 and 308, up to 5 of them', async () => {
      const codes = [301, 302, 303, 307, 308];
      codes.forEach((code, hop) => site.on(`/hop/${hop}`, redirect(`/hop/${hop + 1}`, code)));
      site.on('/hop/5', answer(200));

      const check = await checkLink(site.url('/hop/0'), onLoopback);

      expect(check).toMatchObject({ status: 'ok', httpStatus: 200, finalUrl: site.url('/hop/5') });
      expect(site.requests()).toHaveLength(6);
    });

    it('resolves relative Location headers against the address that sent them', async () => {
      site
        .on('/shop/a/start', redirect('next'))
        .on('/shop/a/next', redirect('../b/next'))
        .on('/shop/b/next', redirect('//127.0.0.1:' + new URL(site.url('/')).port + '/shop/end'))
        .on('/shop/end', answer(200));

      const check = await checkLink(site.url('/shop/a/start'), onLoopback);

      expect(check).toMatchObject({ status: 'ok', finalUrl: site.url('/shop/end') });
    });

    it('calls a sixth redirect broken', async () => {
      for (let hop = 0; hop < 6; hop += 1) site.on(`/hop/${hop}`, redirect(`/hop/${hop + 1}`));
      site.on('/hop/6', answer(200));

      const check = await checkLink(site.url('/hop/0'), onLoopback);

      expect(check).toMatchObject({ status: 'broken', reason: 'more than 5 redirects' });
      expect(site.requests()).toHaveLength(6);
    });

    it('calls a redirect loop broken', async () => {
      site.on('/a', redirect('/b')).on('/b', redirect('/a'));

      const check = await checkLink(site.url('/a'), onLoopback);

      expect(check).toMatchObject({ status: 'broken', reason: 'redirect loop' });
      expect(site.requests()).toEqual(['HEAD /a', 'HEAD /b']);
    });

    it('calls a product page that redirects to the home page broken', async () => {
      site.on('/product/123', redirect('/', 301)).on('/', answer(200));

      const check = await checkLink(site.url('/product/123'), onLoopback);

      expect(check).toEqual({
        status: 'broken',
        httpStatus: null,
        reason: 'redirects to the home page',
        finalUrl: site.url('/'),
        checkedAt: expect.any(Date),
      });
    });

    it('calls a home page link that redirects to another home page ok', async () => {
      const toLocalhost = redirect(site.url('/', 'localhost'), 301);
      site.on('/', (request, response) =>
        request.headers.host?.startsWith('localhost')
          ? answer(200)(request, response)
          : toLocalhost(request, response),
      );

      const check = await checkLink(site.url('/'), onLoopback);

      expect(check).toMatchObject({ status: 'ok', finalUrl: site.url('/', 'localhost') });
    });

    it('calls a redirect to a scheme other than http(s) broken', async () => {
      site.on('/out', redirect('ftp://files.example.com/deal'));

      expect(await checkLink(site.url('/out'), onLoopback)).toMatchObject({
        status: 'broken',
        reason: 'only http and https links are checked',
        finalUrl: 'ftp://files.example.com/deal',
      });
    });
  });

  it.each(['ftp://files.example.com/deal', 'not a link'])('calls %j broken', async (link) => {
    expect(await checkLink(link, onLoopback)).toMatchObject({ status: 'broken' });
  });

  describe('with IMPORT_ALLOW_PRIVATE_HOSTS unset', () => {
    const publicOnly: LinkCheckOptions = { allowPrivateHosts: false, perHostIntervalMs: 0 };
    const refused = { status: 'broken', httpStatus: null, reason: 'not a public address' };

    it.each([
      ['a loopback address', (site: LocalSite) => site.url('/product/1')],
      ['a name for loopback', (site: LocalSite) => site.url('/product/1', 'localhost')],
      ['IPv6 loopback', (site: LocalSite) => site.url('/product/1', '[::1]')],
      ['a private address', () => 'http://10.0.0.1/product/1'],
      ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ])('refuses %s without connecting', async (_name, linkOn) => {
      expect(await checkLink(linkOn(site), publicOnly)).toMatchObject(refused);
      expect(site.seen).toEqual([]);
    });

    it('refuses a redirect to a private address', async () => {
      const port = new URL(site.url('/')).port;
      site.on('/out', redirect(`http://127.0.0.2:${port}/internal`));

      const check = await checkLink(site.url('/out'), {
        ...publicOnly,
        allowAddresses: ['127.0.0.1'],
      });

      expect(check).toMatchObject({ ...refused, finalUrl: `http://127.0.0.2:${port}/internal` });
      expect(site.requests()).toEqual(['HEAD /out']);
    });
  });

  describe('stores that block automated checks', () => {
    let lookup: jest.SpyInstance;
    let sendRequest: jest.Mock;

    beforeEach(() => {
      lookup = jest.spyOn(dns, 'lookup');
      sendRequest = jest.fn(linkRequestSender({ allowPrivateHosts: true }));
    });
    afterEach(() => lookup.mockRestore());

    it.each([
      ['https://www.amazon.com/dp/B000000000', 'Amazon'],
      ['https://amzn.to/x', 'Amazon'],
      ['https://www.walmart.com/ip/1', 'Walmart'],
      ['https://www.target.com/p/-/A-1', 'Target'],
    ])('leaves %s not checked, without any network access', async (link, store) => {
      const check = await checkLink(link, { ...onLoopback, sendRequest });

      expect(check).toMatchObject({
        status: 'not-checked',
        httpStatus: null,
        reason: `not checked: ${store} blocks automated checks`,
        finalUrl: link,
      });
      expect(sendRequest).not.toHaveBeenCalled();
      expect(lookup).not.toHaveBeenCalled();
    });

    it('does not follow a redirect to one of them', async () => {
      const amazon = 'https://www.amazon.com/dp/B000000000?tag=deals-20';
      site.on('/go/1', redirect(amazon));

      const check = await checkLink(site.url('/go/1'), { ...onLoopback, sendRequest });

      expect(check).toMatchObject({
        status: 'not-checked',
        reason: 'not checked: redirects to Amazon, which blocks automated checks',
        finalUrl: amazon,
      });
      expect(sendRequest.mock.calls.map(([request]) => request.url.href)).toEqual([
        site.url('/go/1'),
      ]);
      expect(lookup.mock.calls.map(([host]) => host)).not.toContain('www.amazon.com');
    });

    it('checks Home Depot links like any other', async () => {
      sendRequest.mockResolvedValue({ httpStatus: 200, location: null });

      const check = await checkLink('https://www.homedepot.com/p/1', {
        ...onLoopback,
        sendRequest,
      });

      expect(check).toMatchObject({ status: 'ok' });
      expect(sendRequest).toHaveBeenCalledTimes(1);
    });
  });
});
