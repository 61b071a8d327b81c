import { AMAZON_ASSOCIATE_STATEMENT } from '@deal-site/deal-text';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { startBuiltServer, type BuiltServer } from '../../../test/built-server';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Deal, DealCategory } from './deal.entity';

describe.each(DIALECTS)("Amazon's Associate statement on %s", (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });

  afterAll(() => testApp.close());

  const liveAmazonDeals = async () => {
    testApp.services.siteVersion.forget();
    const answer = await graphql(testApp.app, '{ liveAmazonDeals }');
    return answer.body.data.liveAmazonDeals as boolean;
  };

  it('is asked for only while a live deal links to Amazon', async () => {
    await insertDeal(testApp.dataSource, { affiliateLink: 'https://www.walmart.com/ip/1' });
    // Names that merely contain the words are no Amazon links.
    await insertDeal(testApp.dataSource, { affiliateLink: 'https://amazon.example.org/a.co/x' });
    await insertDeal(testApp.dataSource, {
      affiliateLink: 'https://www.amazon.com/dp/B0EXPIRED1',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await insertDeal(testApp.dataSource, {
      affiliateLink: 'https://amzn.to/archived',
      active: false,
    });
    expect(await liveAmazonDeals()).toBe(false);

    const live = await insertDeal(testApp.dataSource, { affiliateLink: 'HTTPS://AMZN.TO/3xYz' });
    expect(await liveAmazonDeals()).toBe(true);

    await testApp.dataSource.getRepository(Deal).update(live.id, { active: false });
    expect(await liveAmazonDeals()).toBe(false);
  });

  it('follows the link Grab Deal opens: a shop link in the description before the affiliate link', async () => {
    const repository = testApp.dataSource.getRepository(Deal);
    const described = await insertDeal(testApp.dataSource, {
      description: 'Lowest price in months: https://amzn.to/4kYak',
      affiliateLink: 'https://www.walmart.com/ip/2',
    });
    expect(await liveAmazonDeals()).toBe(true);
    await repository.update(described.id, { active: false });

    // An Amazon affiliate link that Grab Deal never opens asks for nothing.
    const passedOver = await insertDeal(testApp.dataSource, {
      description: 'At Target: https://www.target.com/p/-/A-1',
      affiliateLink: 'https://www.amazon.com/dp/B0PASSOVER',
    });
    expect(await liveAmazonDeals()).toBe(false);
    await repository.update(passedOver.id, { active: false });
  });

  describe('asked with a list', () => {
    const LIST = '{ deals(category: FAVORITES, limit: 5) { items { id } } }';
    const LIST_AND_STATEMENT =
      '{ deals(category: FAVORITES, limit: 5) { items { id } } liveAmazonDeals }';

    /** The answer to `query`, and how many statements the app ran for it. */
    const run = async (query: string, cookie?: string) => {
      testApp.services.siteVersion.forget();
      const queryRunner = testApp.dataSource.createQueryRunner();
      const statements = jest.spyOn(Object.getPrototypeOf(queryRunner), 'query');
      try {
        const answer = await graphql(testApp.app, query, {}, cookie);
        expect(answer.body.errors).toBeUndefined();
        return { data: answer.body.data, statements: statements.mock.calls.length };
      } finally {
        statements.mockRestore();
        await queryRunner.release();
      }
    };

    it('answers from a live Amazon deal the list shows, without reading the store’s deals', async () => {
      const listed = await insertDeal(testApp.dataSource, {
        category: DealCategory.FAVORITES,
        affiliateLink: 'https://www.amazon.com/dp/B0LISTED01',
      });
      const withStatement = await run(LIST_AND_STATEMENT);
      expect(withStatement.data.liveAmazonDeals).toBe(true);
      expect(withStatement.statements).toBe((await run(LIST)).statements);
      await testApp.dataSource.getRepository(Deal).update(listed.id, { active: false });
    });

    it('does not count an expired Amazon deal the curator’s list shows', async () => {
      const curator = await signedInAs(testApp.app, 'disclosure.curator');
      const expired = await insertDeal(testApp.dataSource, {
        category: DealCategory.FAVORITES,
        affiliateLink: 'https://www.amazon.com/dp/B0EXPIRED2',
        expiresAt: new Date(Date.now() - 60_000),
      });
      const answer = await run(
        '{ deals(category: FAVORITES, expiry: EXPIRED, limit: 5) { items { id } } liveAmazonDeals }',
        curator,
      );
      expect(answer.data.deals.items).toContainEqual({ id: String(expired.id) });
      expect(answer.data.liveAmazonDeals).toBe(false);
      await testApp.dataSource.getRepository(Deal).update(expired.id, { active: false });
    });
  });

  it("finds an older Amazon deal behind many newer deals of Amazon's store whose links are no Amazon links", async () => {
    const repository = testApp.dataSource.getRepository(Deal);
    const older = await insertDeal(testApp.dataSource, {
      affiliateLink: 'https://www.amazon.com/dp/B0OLDERONE',
    });
    const decoys = [];
    // Rows whose stored store no longer matches their link (written before a rule changed): more
    // than the first query reads and more than the second, so the check has to page back.
    for (let index = 0; index < 30; index += 1) {
      decoys.push(
        await insertDeal(testApp.dataSource, {
          affiliateLink: `https://amazon.example.org/a.co/${index}`,
          storeSlug: 'amazon',
        }),
      );
    }
    expect(await liveAmazonDeals()).toBe(true);

    await repository.update(older.id, { active: false });
    expect(await liveAmazonDeals()).toBe(false);
    await repository.update(
      decoys.map(({ id }) => id),
      { active: false },
    );
  });
});

describe("a deal's own page on the built site", () => {
  const CURATOR = { username: 'disclosure-curator', password: 'curator-password-1' };
  let server: BuiltServer;
  let cookie = '';

  const createDeal = async (fields: Record<string, unknown>): Promise<number> => {
    const created = await fetch(`${server.baseUrl}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ price: '19.99', category: 'daily', ...fields }),
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };

  /** The server-rendered disclaimer banner of a deal's page, or null when it has none. */
  const bannerOfDealPage = async (id: number) => {
    const response = await fetch(`${server.baseUrl}/deals/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Grab Deal');
    return /<aside[^>]*aria-label="Disclaimer"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? null;
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
  }, 60_000);

  afterAll(() => server?.stop());

  it("carries the banner, with Amazon's statement when its own Grab Deal opens Amazon", async () => {
    const amazonId = await createDeal({
      title: 'Disclosed kettle',
      affiliateLink: 'https://www.amazon.com/dp/B0DISCLOSE',
    });
    // A live Amazon deal elsewhere on the site asks for nothing on this deal's page.
    const walmartId = await createDeal({
      title: 'Disclosed radio',
      affiliateLink: 'https://www.walmart.com/ip/51',
    });
    const describedId = await createDeal({
      title: 'Disclosed lamp',
      description: 'Lowest price in months: https://amzn.to/4kYak',
      affiliateLink: 'https://www.walmart.com/ip/52',
    });

    const amazon = await bannerOfDealPage(amazonId);
    expect(amazon).toContain('We may earn a commission from links on this page.');
    expect(amazon).toContain(AMAZON_ASSOCIATE_STATEMENT);

    const walmart = await bannerOfDealPage(walmartId);
    expect(walmart).toContain('We may earn a commission from links on this page.');
    expect(walmart).not.toContain(AMAZON_ASSOCIATE_STATEMENT);

    // The same rule as the lists': the link Grab Deal opens, a shop link in the description first.
    expect(await bannerOfDealPage(describedId)).toContain(AMAZON_ASSOCIATE_STATEMENT);
  });
});
