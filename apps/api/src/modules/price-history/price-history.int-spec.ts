import { randomBytes } from 'node:crypto';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { DealCategory, type Deal } from '../deal/deal.entity';
import { POSTED_BEFORE_MAX } from './price-history';

const CREATE = `mutation CreatePosting($input: CreateDealInput!) { createDeal(input: $input) { id } }`;
const REPRICE = `mutation Reprice($id: ID!, $input: UpdateDealInput!) {
  updateDeal(id: $id, input: $input) { id }
}`;
const HISTORY = `query PriceHistory($id: ID!) {
  deal(id: $id) { lowestPostedPrice postedBefore { dealId postedAt price priceLabel live } }
}`;

interface Posting {
  dealId: string;
  postedAt: string;
  price: string;
  priceLabel: string | null;
  live: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** A made-up ASIN of its own, so each test's product has no other postings. */
const newAsin = () => `B0${randomBytes(4).toString('hex').toUpperCase()}`;

describe.each(DIALECTS)('price history on %s', (dialect) => {
  let testApp: TestApp;
  let curator: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curator = await signedInAs(testApp.app, 'the.curator');
  });

  afterAll(() => testApp.close());

  /** A deal the curator posts now through the API, which works out its product from the link. */
  const post = async (affiliateLink: string, price = '19.99'): Promise<string> => {
    const input = { title: `Posting of ${affiliateLink}`, price, affiliateLink };
    const answer = await graphql(testApp.app, CREATE, { input }, curator);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.createDeal.id as string;
  };

  const historyOf = async (
    id: number | string,
  ): Promise<{ lowestPostedPrice: boolean; postedBefore: Posting[] }> => {
    const answer = await graphql(testApp.app, HISTORY, { id: String(id) });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.deal;
  };
  const earlierIdsOf = async (id: string) =>
    (await historyOf(id)).postedBefore.map((posting) => posting.dealId);

  /** Postings of one product straight into the table, at the times and prices given. */
  const product = () => {
    const productKey = `amazon:${newAsin()}`;
    return (price: string, createdAt: Date, overrides: Partial<Deal> = {}) =>
      insertDeal(testApp.dataSource, { productKey, price, createdAt, ...overrides });
  };
  const lowest = async (deal: Deal) => (await historyOf(deal.id)).lowestPostedPrice;

  describe('which deals are one product', () => {
    it('takes the same ASIN in three link shapes as one product', async () => {
      const asin = newAsin();
      const first = await post(`https://www.amazon.com/dp/${asin}?tag=site-20&th=1`, '24.99');
      const second = await post(
        `https://amazon.com/Kettle-Steel-1-7L/dp/${asin}/ref=sr_1_3?keywords=kettle`,
        '22.99',
      );
      const third = await post(`https://www.amazon.com/gp/product/${asin}?psc=1`, '19.99');
      await post(`https://www.amazon.com/dp/${newAsin()}`, '9.99');
      expect(await earlierIdsOf(third)).toEqual([second, first]);
      expect(await earlierIdsOf(first)).toEqual([]);
    });

    it('strips tracking parameters from other links and keeps other products apart', async () => {
      const path = `https://shop.example/p/kettle-${randomBytes(3).toString('hex')}`;
      const first = await post(`${path}?utm_source=newsletter&utm_medium=email`);
      const second = await post(`https://www.shop.example${path.slice(20)}?fbclid=abc&ref=home`);
      await post(`${path}-mini`);
      await post(`${path}?color=red`);
      const third = await post(path);
      expect(await earlierIdsOf(third)).toEqual([second, first]);
    });
  });

  describe('the lowest-price badge', () => {
    it('shows at or below every earlier posting, never above one', async () => {
      const posting = product();
      await posting('$24.99', daysAgo(3));
      await posting('19.99', daysAgo(2));
      expect(await lowest(await posting('19.99', daysAgo(1)))).toBe(true);
      expect(await lowest(await posting('Under $19', daysAgo(0.5)))).toBe(true);
      expect(await lowest(await posting('20', daysAgo(0.1)))).toBe(false);
    });

    it('needs an earlier posting and a price that reads as one amount', async () => {
      const posting = product();
      expect(await lowest(await posting('5', daysAgo(3)))).toBe(false);
      expect(await lowest(await posting('2 for $5', daysAgo(2)))).toBe(false);
      expect(await lowest(await posting('Great price', daysAgo(1)))).toBe(false);
      expect(await lowest(await insertDeal(testApp.dataSource, { price: '1' }))).toBe(false);
    });

    it('compares within one currency only', async () => {
      const posting = product();
      await posting('€5', daysAgo(3));
      expect(await lowest(await posting('10', daysAgo(2)))).toBe(false);
      await posting('12', daysAgo(1));
      expect(await lowest(await posting('$10', daysAgo(0.5)))).toBe(true);
      expect(await lowest(await posting('€4,99', daysAgo(0.1)))).toBe(true);
    });

    it('follows the curator’s posts and edits of the price', async () => {
      const link = `https://www.amazon.com/dp/${newAsin()}`;
      await post(link, '24.99');
      const second = await post(link, '$19.99');
      expect((await historyOf(second)).lowestPostedPrice).toBe(true);
      const reprice = async (price: string) => {
        const answer = await graphql(
          testApp.app,
          REPRICE,
          { id: second, input: { price } },
          curator,
        );
        expect(answer.body.errors).toBeUndefined();
        return (await historyOf(second)).lowestPostedPrice;
      };
      expect(await reprice('29.99')).toBe(false);
      expect(await reprice('€9')).toBe(false);
      expect(await reprice('Under $24.99')).toBe(true);
    });

    it('leaves out archived postings and scheduled ones', async () => {
      const posting = product();
      await posting('12', daysAgo(3));
      await posting('5', daysAgo(2), { active: false });
      const current = await posting('10', daysAgo(1));
      expect(await lowest(current)).toBe(true);
      expect((await historyOf(current.id)).postedBefore).toHaveLength(1);

      // A scheduled deal's badge, as the curator's list shows it, leaves out one due before it.
      await posting('5', new Date(Date.now() + DAY_MS));
      const scheduled = await posting('10', new Date(Date.now() + 2 * DAY_MS));
      const answer = await graphql(
        testApp.app,
        `
          query ScheduledBadges {
            deals(expiry: SCHEDULED, limit: 100) {
              items {
                id
                lowestPostedPrice
              }
            }
          }
        `,
        {},
        curator,
      );
      expect(answer.body.errors).toBeUndefined();
      const listed = (answer.body.data.deals.items as { id: string; lowestPostedPrice: boolean }[])
        .filter((deal) => deal.id === String(scheduled.id))
        .map((deal) => deal.lowestPostedPrice);
      expect(listed).toEqual([true]);
    });
  });

  describe('postedBefore', () => {
    it('lists earlier public postings newest first, expired ones marked, the deal and later ones left out', async () => {
      const posting = product();
      const expired = await posting('29.99', daysAgo(9), { expiresAt: daysAgo(8) });
      const live = await posting('1,299.99', daysAgo(5), { expiresAt: daysAgo(-5) });
      const unpriced = await posting('2 for $30', daysAgo(3));
      const current = await posting('24.99', daysAgo(1));
      await posting('19.99', daysAgo(0.5));
      const { postedBefore } = await historyOf(current.id);
      expect(postedBefore).toEqual([
        {
          dealId: String(unpriced.id),
          postedAt: unpriced.createdAt.toISOString(),
          price: '2 for $30',
          priceLabel: null,
          live: true,
        },
        {
          dealId: String(live.id),
          postedAt: live.createdAt.toISOString(),
          price: '1,299.99',
          priceLabel: '$1,299.99',
          live: true,
        },
        {
          dealId: String(expired.id),
          postedAt: expired.createdAt.toISOString(),
          price: '29.99',
          priceLabel: '$29.99',
          live: false,
        },
      ]);
    });

    it(`lists the ${POSTED_BEFORE_MAX} newest, while the badge weighs every earlier posting`, async () => {
      const posting = product();
      await posting('3', daysAgo(30));
      for (let day = 20; day > 8; day -= 1) await posting('25', daysAgo(day));
      const current = await posting('4', daysAgo(1));
      const { postedBefore, lowestPostedPrice } = await historyOf(current.id);
      expect(postedBefore).toHaveLength(POSTED_BEFORE_MAX);
      expect(postedBefore.every((earlier) => earlier.price === '25')).toBe(true);
      expect(lowestPostedPrice).toBe(false);
    });

    it('answers an empty list and no badge for a deal without a product', async () => {
      const deal = await insertDeal(testApp.dataSource, { productKey: null });
      expect(await historyOf(deal.id)).toEqual({ lowestPostedPrice: false, postedBefore: [] });
    });
  });

  describe('the cost of a list of cards', () => {
    const LIST = `query CardBadges($limit: Int!) {
      deals(category: FAVORITES, limit: $limit) { items { id lowestPostedPrice } }
    }`;
    const LIST_WITHOUT_BADGES = `query Cards($limit: Int!) {
      deals(category: FAVORITES, limit: $limit) { items { id } }
    }`;

    /** The statements the app runs to answer the query, and the answer's badges. */
    const statementsFor = async (query: string, limit: number) => {
      const queryRunner = testApp.dataSource.createQueryRunner();
      const statements = jest.spyOn(Object.getPrototypeOf(queryRunner), 'query');
      try {
        const answer = await graphql(testApp.app, query, { limit });
        expect(answer.body.errors).toBeUndefined();
        return {
          count: statements.mock.calls.length,
          items: answer.body.data.deals.items as { lowestPostedPrice?: boolean }[],
        };
      } finally {
        statements.mockRestore();
        await queryRunner.release();
      }
    };

    it('reads every card’s history with one statement, and none when no card has a product', async () => {
      await insertDeal(testApp.dataSource, {
        category: DealCategory.FAVORITES,
        productKey: null,
        createdAt: daysAgo(0.02),
      });
      const withoutProduct = await statementsFor(LIST, 1);
      expect(withoutProduct.count).toBe((await statementsFor(LIST_WITHOUT_BADGES, 1)).count);

      for (let card = 0; card < 8; card += 1) {
        const posting = product();
        await posting('30', daysAgo(card + 2), { category: DealCategory.FAVORITES });
        await posting(String(20 + card), daysAgo(1), { category: DealCategory.FAVORITES });
      }
      const plain = await statementsFor(LIST_WITHOUT_BADGES, 2);
      const two = await statementsFor(LIST, 2);
      const twelve = await statementsFor(LIST, 12);
      expect(twelve.items).toHaveLength(12);
      expect(twelve.items.filter((card) => card.lowestPostedPrice)).toHaveLength(8);
      expect(two.count).toBe(plain.count + 1);
      expect(twelve.count).toBe(two.count);
    });

    it('reads the badges of the home page’s sections with their deals, in no statement of their own', async () => {
      const posting = product();
      await posting('30', daysAgo(3));
      const lowest = await posting('25', new Date(Date.now() - 60_000));
      const higher = await posting('35', new Date(Date.now() - 30_000));
      const TODAY = `query TodayBadges($limit: Int!) {
        deals(category: DAILY, section: TODAY, limit: $limit) { items { id lowestPostedPrice } }
      }`;
      const TODAY_WITHOUT_BADGES = `query Today($limit: Int!) {
        deals(category: DAILY, section: TODAY, limit: $limit) { items { id } }
      }`;
      const withBadges = await statementsFor(TODAY, 50);
      const badgeOf = (id: number) =>
        (withBadges.items as { id: string; lowestPostedPrice: boolean }[]).find(
          (card) => card.id === String(id),
        )?.lowestPostedPrice;
      expect([badgeOf(lowest.id), badgeOf(higher.id)]).toEqual([true, false]);
      expect(withBadges.count).toBe((await statementsFor(TODAY_WITHOUT_BADGES, 50)).count);
    });
  });
});

// SQLite keeps no statistics: without a hint it reads a product's postings through the index
// that gives their order, (active, created_at), which holds every public deal of the site.
describe('the price history on SQLite', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });

  afterAll(() => testApp.close());

  /** The query plan of the statement matching `pattern` that the app ran to answer `query`. */
  const planOf = async (query: string, pattern: RegExp): Promise<string> => {
    const queryRunner = testApp.dataSource.createQueryRunner();
    const statements = jest.spyOn(Object.getPrototypeOf(queryRunner), 'query');
    let run: unknown[][];
    try {
      const answer = await graphql(testApp.app, query);
      expect(answer.body.errors).toBeUndefined();
      run = [...statements.mock.calls];
    } finally {
      statements.mockRestore();
      await queryRunner.release();
    }
    const found = run.find(([sql]) => pattern.test(String(sql)));
    expect(found).toBeDefined();
    const [sql, parameters] = found as [string, unknown[]];
    const plan = await testApp.dataSource.query<{ detail: string }[]>(
      `EXPLAIN QUERY PLAN ${sql}`,
      parameters,
    );
    return plan.map(({ detail }) => detail).join('\n');
  };

  it('reads the postings behind the badges and a deal’s history through the product index', async () => {
    let deal: Deal | undefined;
    for (let index = 0; index < 6; index += 1)
      deal = await insertDeal(testApp.dataSource, { productKey: `amazon:B0PLAN${index}` });
    const badges = await planOf(
      '{ deals(category: DAILY, limit: 6) { items { lowestPostedPrice } } }',
      /MIN\(\S*price_amount/,
    );
    expect(badges).toMatch(/SEARCH earlier USING INDEX IDX_deals_product\b/);
    const ownBadge = await planOf(
      `{ deal(id: "${deal!.id}") { lowestPostedPrice } }`,
      /MIN\(\S*price_amount/,
    );
    expect(ownBadge).toMatch(/SEARCH earlier USING INDEX IDX_deals_product\b/);
    const history = await planOf(
      `{ deal(id: "${deal!.id}") { postedBefore { dealId } } }`,
      /product_key\W+IN \(/,
    );
    expect(history).toMatch(/USING INDEX IDX_deals_product\b/);
  });
});
