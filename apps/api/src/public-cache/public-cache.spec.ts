import { randomBytes } from 'node:crypto';
import type * as zlibModule from 'node:zlib';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import type { PublicBody } from './cached-answer';
import { PublicCache, type PublicCacheLimits } from './public-cache';
import { renderedUrl } from './public-query';

const CHICAGO = 'America/Chicago';
const HTML = 'text/html; charset=utf-8';

function setup(startAt: string, limits?: Partial<PublicCacheLimits>) {
  let now = Date.parse(startAt);
  const versions: SiteVersions = { content: 1, clicks: 1 };
  const built: string[] = [];
  /** While true the versions cannot be read, as when the database is away. */
  const outage = { versionsUnreadable: false };
  const staleServed: string[] = [];
  const cache = new PublicCache({
    timeZone: CHICAGO,
    onStaleServed: (error, route, query) =>
      staleServed.push(`${route} ${query} ${(error as Error).message}`),
    versions: () =>
      outage.versionsUnreadable
        ? Promise.reject(new Error('connect ECONNREFUSED'))
        : Promise.resolve({ ...versions }),
    recentVersions: () => (outage.versionsUnreadable ? null : { ...versions }),
    limits,
    clock: () => now,
  });
  const render = (url: string) => (): Promise<PublicBody> => {
    built.push(url);
    return Promise.resolve({
      status: 200,
      body: `<p>${url} #${built.length}</p>`,
      contentType: HTML,
    });
  };
  /** A page as the page route asks for it: its URL normalised, the render at that URL. */
  const answerPage = (url: string, build = render(renderedUrl(url))) =>
    cache.answer({ route: 'page', query: renderedUrl(url) }, build);
  const page = async (url: string) => (await answerPage(url)).bodyFor('identity').toString();
  const advance = (ms: number) => (now += ms);
  return { versions, built, page, answerPage, advance, cache, render, outage, staleServed };
}

const failingRender = (): Promise<PublicBody> =>
  Promise.reject(new Error('a GraphQL query of the render failed'));

/** About 54 KB of HTML, like the home page with 200 deals: worth compressing. */
const cardsHtml = () =>
  `<!doctype html><ul>${Array.from(
    { length: 300 },
    (_, index) => `<li class="card"><a href="/deals/${index}">Deal ${index * 7919}</a></li>`,
  ).join('')}</ul>`;

describe('PublicCache', () => {
  it('answers a kept answer synchronously, and nothing when it would have to build or wait', async () => {
    const { versions, built, cache, render, answerPage, advance, outage } =
      setup('2026-11-23T18:00:00Z');
    const request = { route: 'page', query: '/' };
    expect(cache.cached(request, render('/'))).toBeUndefined();
    expect(built).toEqual([]);
    const kept = await answerPage('/');
    expect(cache.cached(request, render('/'))).toBe(kept);
    versions.clicks += 1;
    advance(5000);
    // Stale only in its clicks: still answered at once, while one rebuild starts.
    expect(cache.cached(request, render('/'))).toBe(kept);
    await cache.idle();
    expect(built).toEqual(['/', '/']);
    versions.content += 1;
    expect(cache.cached(request, render('/'))).toBeUndefined();
    outage.versionsUnreadable = true;
    expect(cache.cached(request, render('/'))).toBeUndefined();
  });

  it('builds an answer once for many concurrent requests, then serves it from memory', async () => {
    const { built, page } = setup('2026-11-23T18:00:00Z');
    const pages = await Promise.all(Array.from({ length: 20 }, () => page('/?utm_source=x')));
    expect(new Set(pages)).toEqual(new Set(['<p>/ #1</p>']));
    await page('/');
    expect(built).toEqual(['/']);
  });

  it('keeps routes and queries apart', async () => {
    const { built, cache, render } = setup('2026-11-23T18:00:00Z');
    await cache.answer({ route: 'GET /api/deals', query: 'new' }, render('deals new'));
    await cache.answer({ route: 'GET /api/deals', query: 'popular' }, render('deals popular'));
    await cache.answer({ route: 'page', query: 'new' }, render('page new'));
    await cache.answer({ route: 'GET /api/deals', query: 'new' }, render('deals new'));
    expect(built).toEqual(['deals new', 'deals popular', 'page new']);
  });

  it('builds again after a content write, at once', async () => {
    const { versions, built, page } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.content += 1;
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(built).toHaveLength(2);
  });

  it('keeps Last-Modified across rebuilds that give the same bytes, and moves it when they change', async () => {
    const { versions, advance, answerPage } = setup('2026-11-23T18:00:00.400Z');
    const same = () => Promise.resolve({ status: 200, body: '<p>same</p>', contentType: HTML });
    const first = await answerPage('/', same);
    expect(first.lastModified).toBe(Date.parse('2026-11-23T18:00:00Z'));
    versions.content += 1;
    advance(60_000);
    const rebuilt = await answerPage('/', same);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.lastModified).toBe(first.lastModified);
    versions.content += 1;
    const changed = await answerPage('/', () =>
      Promise.resolve({ status: 200, body: '<p>changed</p>', contentType: HTML }),
    );
    expect(changed.lastModified).toBe(Date.parse('2026-11-23T18:01:00Z'));
  });

  it('serves counts up to the click staleness late, then rebuilds in the background', async () => {
    const { versions, built, page, advance, cache } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.clicks += 1;
    advance(4000);
    expect(await page('/')).toBe('<p>/ #1</p>');
    expect(built).toHaveLength(1);
    advance(1000);
    // Every request meanwhile gets the cached answer; one rebuild runs for them all.
    expect(await Promise.all([page('/'), page('/'), page('/')])).toEqual(
      Array(3).fill('<p>/ #1</p>'),
    );
    await cache.idle();
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(built).toHaveLength(2);
  });

  it('keeps the answer it has when a background rebuild fails', async () => {
    const { versions, built, answerPage, page, advance, cache } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.clicks += 1;
    advance(5000);
    expect((await answerPage('/', failingRender)).bodyFor('identity').toString()).toBe(
      '<p>/ #1</p>',
    );
    await cache.idle();
    expect(await page('/')).toBe('<p>/ #1</p>');
    await cache.idle();
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(built).toHaveLength(2);
  });

  it('builds a new answer at midnight in SITE_TIMEZONE, so today and yesterday flip', async () => {
    // 23:59:59 in Chicago (UTC-6 in November).
    const { built, page, advance } = setup('2026-11-24T05:59:59Z');
    await page('/');
    advance(500);
    await page('/');
    expect(built).toHaveLength(1);
    advance(1000);
    expect(await page('/')).toBe('<p>/ #2</p>');
  });

  it('keeps no more bytes than its bound, dropping the least recently used', async () => {
    // Each answer counts about 1,800 bytes (body, key, allowance): nine fit in 16 KiB.
    const { built, cache } = setup('2026-11-23T18:00:00Z', { maxBytes: 16 * 1024 });
    const answerOf = (route: string) =>
      cache.answer({ route, query: '' }, () => {
        built.push(route);
        return Promise.resolve({ status: 200, body: 'x'.repeat(1500), contentType: HTML });
      });
    for (let index = 0; index < 10; index += 1) await answerOf(`/${index}`);
    await answerOf('/9');
    await answerOf('/0');
    expect(built).toEqual([...Array.from({ length: 10 }, (_, index) => `/${index}`), '/0']);
  });

  it('counts the compressed copies in its bound', async () => {
    const { built, cache } = setup('2026-11-23T18:00:00Z', { maxBytes: 128 * 1024 });
    const bodies = new Map<string, Buffer>();
    const answerOf = (route: string) =>
      cache.answer({ route, query: '' }, () => {
        built.push(route);
        // Random bytes do not compress: each copy is as large as the body.
        const body = bodies.get(route) ?? randomBytes(4000);
        bodies.set(route, body);
        return Promise.resolve({ status: 200, body, contentType: 'application/octet-stream' });
      });
    const routes = Array.from({ length: 12 }, (_, index) => `/${index}`);
    const askAll = async () => {
      built.length = 0;
      for (const route of routes) await answerOf(route);
      return built.length;
    };
    expect(await askAll()).toBe(12);
    expect(await askAll()).toBe(0);

    for (const route of routes) {
      const answer = await answerOf(route);
      answer.bodyFor('br');
      answer.bodyFor('gzip');
    }
    await cache.idle();
    expect(await askAll()).toBeGreaterThan(0);
  });

  it('never keeps an answer over an eighth of its bound', async () => {
    const { built, cache } = setup('2026-11-23T18:00:00Z', { maxBytes: 64 * 1024 });
    const large = () => {
      built.push('/large');
      return Promise.resolve({ status: 200, body: 'x'.repeat(9000), contentType: HTML });
    };
    await cache.answer({ route: '/large', query: '' }, large);
    await cache.answer({ route: '/large', query: '' }, large);
    expect(built).toEqual(['/large', '/large']);
  });

  it('returns an answer of another status without keeping it', async () => {
    const { cache } = setup('2026-11-23T18:00:00Z');
    const missing = () => Promise.resolve({ status: 404, body: 'gone', contentType: HTML });
    expect((await cache.answer({ route: '/nope', query: '' }, missing)).status).toBe(404);
    const found = () => Promise.resolve({ status: 200, body: 'ok', contentType: HTML });
    const answer = await cache.answer({ route: '/nope', query: '' }, found);
    expect(answer.status).toBe(200);
    expect(answer.bodyFor('identity').toString()).toBe('ok');
  });

  it('keeps gzip and brotli copies, a weak ETag of the body and its content type', async () => {
    const { cache } = setup('2026-11-23T18:00:00Z');
    const html = cardsHtml();
    const answer = await cache.answer({ route: '/', query: '' }, () =>
      Promise.resolve({ status: 200, body: html, contentType: HTML }),
    );
    expect(answer.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect(answer.contentType).toBe(HTML);
    expect(answer.compressible).toBe(true);
    expect(answer.bodyFor('identity').toString()).toBe(html);
    expect(gunzipSync(answer.bodyFor('gzip')).toString()).toBe(html);
    expect(brotliDecompressSync(answer.bodyFor('br')).toString()).toBe(html);
  });

  it('gives one ETag to equal bodies and another to a changed one', async () => {
    const { cache, versions } = setup('2026-11-23T18:00:00Z');
    let body = 'one';
    const build = () => Promise.resolve({ status: 200, body, contentType: HTML });
    const first = await cache.answer({ route: '/', query: '' }, build);
    versions.content += 1;
    const same = await cache.answer({ route: '/', query: '' }, build);
    versions.content += 1;
    body = 'two';
    const changed = await cache.answer({ route: '/', query: '' }, build);
    expect(same).not.toBe(first);
    expect(same.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('marks answers under 1024 bytes as not worth compressing', async () => {
    const { cache } = setup('2026-11-23T18:00:00Z');
    const answerOf = (size: number) =>
      cache.answer({ route: `/${size}`, query: '' }, () =>
        Promise.resolve({ status: 200, body: 'x'.repeat(size), contentType: HTML }),
      );
    expect((await answerOf(1023)).compressible).toBe(false);
    expect((await answerOf(1024)).compressible).toBe(true);
  });

  it('compresses a copy only when a client first takes that encoding: quickly, then smaller', async () => {
    // The module object the code under test calls into, not an ES namespace copy of it.
    const zlib = jest.requireActual<typeof zlibModule>('node:zlib');
    const gzipSync = jest.spyOn(zlib, 'gzipSync');
    const brotliCompressSync = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const { cache } = setup('2026-11-23T18:00:00Z');
      const html = cardsHtml();
      const build = () => Promise.resolve({ status: 200, body: html, contentType: HTML });
      const answer = await cache.answer({ route: '/', query: '' }, build);
      expect(gzipSync).not.toHaveBeenCalled();
      expect(brotliCompressSync).not.toHaveBeenCalled();

      const quick = answer.bodyFor('br');
      expect(answer.bodyFor('br')).toBe(quick);
      expect(brotliCompressSync).toHaveBeenCalledTimes(1);
      expect(gzipSync).not.toHaveBeenCalled();

      // The smaller copy is made after the current turn, once, and replaces the quick one.
      await cache.idle();
      const smaller = (await cache.answer({ route: '/', query: '' }, build)).bodyFor('br');
      expect(smaller.length).toBeLessThan(quick.length);
      expect(answer.bodyFor('br')).toBe(smaller);
      for (const copy of [quick, smaller])
        expect(zlib.brotliDecompressSync(copy).toString()).toBe(html);
      expect(brotliCompressSync).toHaveBeenCalledTimes(1);

      expect(zlib.gunzipSync(answer.bodyFor('gzip')).toString()).toBe(html);
      expect(gzipSync).toHaveBeenCalledTimes(1);
    } finally {
      gzipSync.mockRestore();
      brotliCompressSync.mockRestore();
    }
  });

  it('serves the last good answer while the versions cannot be read, then builds fresh again', async () => {
    const { versions, built, page, outage, staleServed } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.content += 1;
    outage.versionsUnreadable = true;
    expect(await page('/?utm_source=fb')).toBe('<p>/ #1</p>');
    expect(staleServed).toEqual(['page / connect ECONNREFUSED']);
    await expect(page('/fashion')).rejects.toThrow('ECONNREFUSED');
    outage.versionsUnreadable = false;
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(built).toEqual(['/', '/']);
  });

  it('never stores a failed build: the last good answer answers, then the next good build', async () => {
    const { versions, answerPage, page, staleServed } = setup('2026-11-23T18:00:00Z');
    await page('/?utm_source=x');
    versions.content += 1;
    const stale = await answerPage('/', failingRender);
    expect(stale.bodyFor('identity').toString()).toBe('<p>/ #1</p>');
    expect(staleServed).toEqual(['page / a GraphQL query of the render failed']);
    await expect(answerPage('/deals/7', failingRender)).rejects.toThrow('GraphQL query');
    expect(await page('/')).toBe('<p>/ #2</p>');
  });

  it('shares one failing build among concurrent misses, each served the last good answer', async () => {
    const { versions, page, cache, staleServed } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.content += 1;
    let builds = 0;
    const failing = () => {
      builds += 1;
      return failingRender();
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.answer({ route: 'page', query: '/' }, failing)),
    );
    expect(builds).toBe(1);
    expect(new Set(answers.map((answer) => answer.bodyFor('identity').toString()))).toEqual(
      new Set(['<p>/ #1</p>']),
    );
    expect(staleServed).toHaveLength(5);
  });

  it('throws when it has no last good answer and no one to tell', async () => {
    const cache = new PublicCache({
      timeZone: CHICAGO,
      versions: () => Promise.resolve({ content: 1, clicks: 1 }),
    });
    await expect(cache.answer({ route: '/', query: '' }, failingRender)).rejects.toThrow(
      'GraphQL query',
    );
  });

  it('keeps the last good answer across midnight and past later versions', async () => {
    const { versions, advance, page, answerPage } = setup('2026-11-24T05:59:00Z');
    await page('/');
    advance(2 * 60_000);
    versions.content += 3;
    expect((await answerPage('/', failingRender)).bodyFor('identity').toString()).toBe(
      '<p>/ #1</p>',
    );
  });

  it('keeps no answer of another status as the last good one', async () => {
    const { versions, cache } = setup('2026-11-23T18:00:00Z');
    await cache.answer({ route: '/deals/7', query: '' }, () =>
      Promise.resolve({ status: 404, body: 'gone', contentType: HTML }),
    );
    versions.content += 1;
    await expect(cache.answer({ route: '/deals/7', query: '' }, failingRender)).rejects.toThrow(
      'GraphQL query',
    );
  });
});
