import { LocalSite, answer, redirect } from '../testing/local-site';
import { type LinkCheckOptions } from './link-check-options';
import { LinkChecker, checkLinks } from './link-checker';
import { linkRequestSender, type SendLinkRequest } from './link-request';

const INTERVAL_MS = 300;
/** Timers may fire a little early or late. */
const SLACK_MS = 5;

describe('LinkChecker', () => {
  let site: LocalSite;
  let sent: { url: URL; method: string; at: number }[];
  let options: LinkCheckOptions;
  /** When `path` was asked for under `host`: the moment the request left, which is what is paced. */
  const sentAt = (path: string, host = '127.0.0.1', method = 'HEAD') => {
    const request = sent.find(
      ({ url, ...rest }) =>
        url.pathname === path && url.hostname === host && rest.method === method,
    );
    if (!request) throw new Error(`${method} ${host}${path} was not sent`);
    return request.at;
  };

  beforeEach(async () => {
    site = await new LocalSite().start();
    sent = [];
    const send = linkRequestSender({ allowPrivateHosts: true });
    const sendRequest: SendLinkRequest = (request) => {
      sent.push({ ...request, at: performance.now() });
      return send(request);
    };
    options = { allowPrivateHosts: true, perHostIntervalMs: INTERVAL_MS, sendRequest };
    site.on('/1', answer(200)).on('/2', answer(404)).on('/3', answer(503));
  });
  afterEach(() => site.stop());

  it('spaces the requests to one host, while other hosts go meanwhile', async () => {
    const links = [site.url('/1'), site.url('/2'), site.url('/3', 'localhost')];

    const checks = await checkLinks(links, options);

    expect(checks.map(({ status }) => status)).toEqual(['ok', 'broken', 'unknown']);
    expect(sentAt('/2') - sentAt('/1')).toBeGreaterThanOrEqual(INTERVAL_MS - SLACK_MS);
    expect(sentAt('/3', 'localhost') - sentAt('/1')).toBeLessThan(INTERVAL_MS / 2);
  });

  it('paces a redirect by the host it leads to', async () => {
    site.on('/elsewhere', redirect(site.url('/2')));
    const links = [site.url('/1'), site.url('/elsewhere', 'localhost')];

    await checkLinks(links, options);

    expect(sentAt('/2') - sentAt('/1')).toBeGreaterThanOrEqual(INTERVAL_MS - SLACK_MS);
  });

  it('paces the GET that follows a refused HEAD', async () => {
    site.on('/no-head', (request, response) => {
      response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
    });

    const [check] = await checkLinks([site.url('/no-head')], options);

    expect(check.status).toBe('ok');
    expect(site.requests()).toEqual(['HEAD /no-head', 'GET /no-head']);
    expect(sentAt('/no-head', '127.0.0.1', 'GET') - sentAt('/no-head')).toBeGreaterThanOrEqual(
      INTERVAL_MS - SLACK_MS,
    );
  });

  it('takes the link whose host is free first rather than wait on a busy one', async () => {
    const links = [site.url('/1'), site.url('/2'), site.url('/3', 'localhost')];

    await new LinkChecker({ ...options, concurrency: 1 }).checkAll(links);

    expect(site.seen.map(({ host, path }) => `${host}${path}`)).toEqual([
      '127.0.0.1/1',
      'localhost/3',
      '127.0.0.1/2',
    ]);
  });

  it('reports each check as it completes, with its place in the list', async () => {
    const links = [site.url('/1'), 'https://www.amazon.com/dp/B000000000'];
    const heard: [string, number, string][] = [];

    await new LinkChecker(options).checkAll(links, (check, url, index) => {
      heard.push([check.status, index, url]);
    });

    expect(heard).toEqual(
      expect.arrayContaining([
        ['ok', 0, links[0]],
        ['not-checked', 1, links[1]],
      ]),
    );
    expect(heard).toHaveLength(2);
  });

  it('stops a run when its signal aborts', async () => {
    const stop = new AbortController();
    const checker = new LinkChecker({ ...options, perHostIntervalMs: 60_000, signal: stop.signal });
    const links = [site.url('/1'), site.url('/2'), site.url('/3')];

    const run = checker.checkAll(links, () => stop.abort());

    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(site.requests()).toEqual(['HEAD /1']);
    await expect(checker.check(site.url('/1'))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
