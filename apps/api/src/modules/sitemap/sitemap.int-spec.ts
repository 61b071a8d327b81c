import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { DealCategory } from '../deal/deal.entity';
import { SITEMAP_URLS_PER_FILE, SitemapService } from './sitemap.service';

const HOUR_MS = 60 * 60 * 1000;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface Located {
  loc: string;
  lastmod?: string;
}

function urlsOf(xml: string): Located[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const { urlset } = parser.parse(xml);
  expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return asList(urlset.url);
}

function filesOf(xml: string): Located[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return asList(parser.parse(xml).sitemapindex.sitemap);
}

describe.each(DIALECTS)('sitemap and robots.txt on %s', (dialect) => {
  let testApp: TestApp;
  let site: string;
  const ids: Record<string, number> = {};
  const get = (path: string) => request(testApp.app).get(path);

  beforeAll(async () => {
    testApp = await startTestApp(dialect, { PUBLIC_URL: 'https://deals.test' });
    site = testApp.config.publicUrl;
    const past = new Date(Date.now() - HOUR_MS);
    ids.daily = (await insertDeal(testApp.dataSource, { title: 'Camp stove ]]> </script>' })).id;
    ids.fashion = (
      await insertDeal(testApp.dataSource, { title: 'Rain jacket', category: DealCategory.FASHION })
    ).id;
    ids.expired = (await insertDeal(testApp.dataSource, { title: 'Gone', expiresAt: past })).id;
    ids.archived = (await insertDeal(testApp.dataSource, { title: 'Old', active: false })).id;
  });

  afterAll(() => testApp.close());

  it('names the sitemap in robots.txt and keeps crawlers out of admin, sign-in, /go/ and the API', async () => {
    const answer = await get('/robots.txt').expect(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /auth',
        'Disallow: /go/',
        'Disallow: /api/',
        `Sitemap: ${site}/sitemap.xml`,
      ]),
    );
  });

  it('indexes a file of list pages and a file of live deal pages, each with its newest change', async () => {
    const index = await get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers.etag).toBeDefined();
    const files = filesOf(index.text);
    expect(files.map(({ loc }) => loc)).toEqual([
      `${site}/sitemaps/pages.xml`,
      `${site}/sitemaps/deals-1.xml`,
    ]);

    const daily = (await loadDeal(testApp.dataSource, ids.daily))!;
    const fashion = (await loadDeal(testApp.dataSource, ids.fashion))!;
    const newest = [daily, fashion]
      .map(({ updatedAt }) => updatedAt.toISOString())
      .sort()
      .at(-1);
    const pages = urlsOf((await get('/sitemaps/pages.xml').expect(200)).text);
    // Both live deals link to Amazon: the store directory and Amazon's page change with either.
    expect(pages).toEqual([
      { loc: `${site}/`, lastmod: daily.updatedAt.toISOString() },
      { loc: `${site}/fashion`, lastmod: fashion.updatedAt.toISOString() },
      { loc: `${site}/favorites` },
      { loc: `${site}/stores`, lastmod: newest },
      { loc: `${site}/stores/amazon`, lastmod: newest },
    ]);

    const deals = urlsOf((await get('/sitemaps/deals-1.xml').expect(200)).text);
    expect(deals).toEqual([
      { loc: `${site}/deals/${ids.daily}`, lastmod: daily.updatedAt.toISOString() },
      { loc: `${site}/deals/${ids.fashion}`, lastmod: fashion.updatedAt.toISOString() },
    ]);
    expect(files[1].lastmod).toBe(newest);
  });

  it('answers 404 for a file it does not list', async () => {
    await get('/sitemaps/deals-2.xml').expect(404);
    await get('/sitemaps/deals-0.xml').expect(404);
    await get('/sitemaps/other.xml').expect(404);
  });

  it(`splits deal pages into files of ${SITEMAP_URLS_PER_FILE} URLs at most`, async () => {
    const small = new SitemapService(testApp.dataSource, { publicUrl: site, urlsPerFile: 1 });
    const files = filesOf(await small.index());
    expect(files.map(({ loc }) => loc)).toEqual([
      `${site}/sitemaps/pages.xml`,
      `${site}/sitemaps/deals-1.xml`,
      `${site}/sitemaps/deals-2.xml`,
    ]);
    expect(urlsOf((await small.dealPages(2))!)).toEqual([
      expect.objectContaining({ loc: `${site}/deals/${ids.fashion}` }),
    ]);
    expect(await small.dealPages(3)).toBeNull();
  });
});
