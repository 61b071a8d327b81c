import type * as zlibModule from 'node:zlib';
import type { SiteVersions } from '../modules/site-version/site-data-version.service';
import { RenderCache, renderedUrl, type RenderedPage } from './render-cache';

const CHICAGO = 'America/Chicago';
const LIMITS = { maxEntries: 3, maxBytes: 1024 * 1024, clickStalenessMs: 5000 };

function setup(startAt: string) {
  let now = Date.parse(startAt);
  const versions: SiteVersions = { content: 1, clicks: 1 };
  const rendered: string[] = [];
  /** While true the versions cannot be read, as when the database is away. */
  const outage = { versionsUnreadable: false };
  const staleServed: string[] = [];
  const cache = new RenderCache({
    timeZone: CHICAGO,
    onStaleServed: (error, url) => staleServed.push(`${url} ${(error as Error).message}`),
    versions: () =>
      outage.versionsUnreadable
        ? Promise.reject(new Error('connect ECONNREFUSED'))
        : Promise.resolve({ ...versions }),
    limits: LIMITS,
    clock: () => now,
  });
  const render = (url: string): Promise<RenderedPage> => {
    rendered.push(url);
    return Promise.resolve({ status: 200, html: `<p>${url} #${rendered.length}</p>` });
  };
  const page = async (url: string) => (await cache.page(url, render)).data.toString();
  const advance = (ms: number) => (now += ms);
  return { versions, rendered, page, advance, cache, render, outage, staleServed };
}

const failingRender = (): Promise<RenderedPage> =>
  Promise.reject(new Error('a GraphQL query of the render failed'));

describe('renderedUrl', () => {
  it('keeps the path and only the parameters a render reads, in a fixed order', () => {
    expect(renderedUrl('/?sort=popular&utm_source=fb&q=tv&fbclid=x')).toBe('/?q=tv&sort=popular');
    expect(renderedUrl('/fashion?scrollTo=yesterday')).toBe('/fashion');
    expect(renderedUrl('/?q=')).toBe('/');
    expect(renderedUrl('/auth?from=%2Fadmin')).toBe('/auth?from=%2Fadmin');
  });

  it('never lets two routes or two searches share a key', () => {
    expect(renderedUrl('/fashion')).not.toBe(renderedUrl('/'));
    expect(renderedUrl('/?q=tv')).not.toBe(renderedUrl('/?q=radio'));
  });
});

describe('RenderCache', () => {
  it('renders a page once for many concurrent requests, then serves it from memory', async () => {
    const { rendered, page } = setup('2026-11-23T18:00:00Z');
    const pages = await Promise.all(Array.from({ length: 20 }, () => page('/?utm_source=x')));
    expect(new Set(pages)).toEqual(new Set(['<p>/ #1</p>']));
    await page('/');
    expect(rendered).toEqual(['/']);
  });

  it('renders again after a content write, at once', async () => {
    const { versions, rendered, page } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.content += 1;
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(rendered).toHaveLength(2);
  });

  it('serves counts up to the click staleness late, then re-renders in the background', async () => {
    const { versions, rendered, page, advance, cache } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.clicks += 1;
    advance(4000);
    expect(await page('/')).toBe('<p>/ #1</p>');
    expect(rendered).toHaveLength(1);
    advance(1000);
    expect(await page('/')).toBe('<p>/ #1</p>');
    await cache.idle();
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(rendered).toHaveLength(2);
  });

  it('hands out without rendering only what page() would answer without rendering', async () => {
    const { versions, rendered, page, advance, cache } = setup('2026-11-23T18:00:00Z');
    expect(cache.upToDate('/', versions)).toBeUndefined();
    await page('/');
    expect(cache.upToDate('/?utm_source=x', versions)?.data.toString()).toBe('<p>/ #1</p>');
    versions.clicks += 1;
    advance(5000);
    expect(cache.upToDate('/', versions)).toBeUndefined();
    expect(cache.upToDate('/', { ...versions, clicks: 1 })).toBeDefined();
    expect(cache.upToDate('/', { content: 2, clicks: 1 })).toBeUndefined();
    expect(rendered).toEqual(['/']);
  });

  it('renders a new page at midnight in SITE_TIMEZONE, so today and yesterday flip', async () => {
    // 23:59:59 in Chicago (UTC-6 in November).
    const { rendered, page, advance } = setup('2026-11-24T05:59:59Z');
    await page('/');
    advance(500);
    await page('/');
    expect(rendered).toHaveLength(1);
    advance(1000);
    expect(await page('/')).toBe('<p>/ #2</p>');
  });

  it('keeps no more pages than its bound and never caches an error page', async () => {
    const { rendered, page, cache } = setup('2026-11-23T18:00:00Z');
    for (const url of ['/a', '/b', '/c', '/d', '/a']) await page(url);
    expect(rendered).toEqual(['/a', '/b', '/c', '/d', '/a']);
    const missing = () => Promise.resolve({ status: 404, html: 'gone' });
    await cache.page('/nope', missing);
    expect(
      (await cache.page('/nope', () => Promise.resolve({ status: 200, html: 'ok' }))).status,
    ).toBe(200);
  });

  it('keeps gzip and brotli copies and a weak ETag of the HTML', async () => {
    const { cache, render } = setup('2026-11-23T18:00:00Z');
    const page = await cache.page('/', render);
    expect(page.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect((await import('node:zlib')).gunzipSync(page.gzip).equals(page.data)).toBe(true);
    expect((await import('node:zlib')).brotliDecompressSync(page.brotli).equals(page.data)).toBe(
      true,
    );
  });

  it('compresses a copy only when a client first takes that encoding: quickly, then smaller', async () => {
    // The module object the code under test calls into, not an ES namespace copy of it.
    const zlib = jest.requireActual<typeof zlibModule>('node:zlib');
    const gzipSync = jest.spyOn(zlib, 'gzipSync');
    const brotliCompressSync = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const { cache } = setup('2026-11-23T18:00:00Z');
      const cards = Array.from(
        { length: 300 },
        (_, index) => `<li class="card"><a href="/deals/${index}">Deal ${index * 7919}</a></li>`,
      ).join('');
      const html = `<!doctype html><ul>${cards}</ul>`;
      const render = () => Promise.resolve({ status: 200, html });
      const page = await cache.page('/', render);
      expect(gzipSync).not.toHaveBeenCalled();
      expect(brotliCompressSync).not.toHaveBeenCalled();

      const quick = page.brotli;
      expect(page.brotli).toBe(quick);
      expect(brotliCompressSync).toHaveBeenCalledTimes(1);
      expect(gzipSync).not.toHaveBeenCalled();

      // The smaller copy is made after the current turn, once, and replaces the quick one.
      await cache.idle();
      const smaller = (await cache.page('/', render)).brotli;
      expect(smaller.length).toBeLessThan(quick.length);
      expect(page.brotli).toBe(smaller);
      for (const copy of [quick, smaller])
        expect(zlib.brotliDecompressSync(copy).toString()).toBe(html);
      expect(brotliCompressSync).toHaveBeenCalledTimes(1);

      expect(zlib.gunzipSync(page.gzip).toString()).toBe(html);
      expect(gzipSync).toHaveBeenCalledTimes(1);
    } finally {
      gzipSync.mockRestore();
      brotliCompressSync.mockRestore();
    }
  });

  it('serves the last good page while the versions cannot be read, then renders fresh again', async () => {
    const { versions, rendered, page, outage } = setup('2026-11-23T18:00:00Z');
    await page('/');
    versions.content += 1;
    outage.versionsUnreadable = true;
    expect(await page('/?utm_source=fb')).toBe('<p>/ #1</p>');
    await expect(page('/fashion')).rejects.toThrow('ECONNREFUSED');
    outage.versionsUnreadable = false;
    expect(await page('/')).toBe('<p>/ #2</p>');
    expect(rendered).toEqual(['/', '/']);
  });

  it('never stores a failed render: the last good page answers, then the next good render', async () => {
    const { versions, cache, render, page, staleServed } = setup('2026-11-23T18:00:00Z');
    await page('/?utm_source=x');
    versions.content += 1;
    const stale = await cache.page('/', failingRender);
    expect(stale.data.toString()).toBe('<p>/ #1</p>');
    expect(staleServed).toEqual(['/ a GraphQL query of the render failed']);
    await expect(cache.page('/deals/7', failingRender)).rejects.toThrow('GraphQL query');
    expect((await cache.page('/', render)).data.toString()).toBe('<p>/ #2</p>');
  });

  it('keeps the last good page across midnight and past later versions', async () => {
    const { versions, advance, page, cache } = setup('2026-11-24T05:59:00Z');
    await page('/');
    advance(2 * 60_000);
    versions.content += 3;
    expect((await cache.page('/', failingRender)).data.toString()).toBe('<p>/ #1</p>');
  });
});
