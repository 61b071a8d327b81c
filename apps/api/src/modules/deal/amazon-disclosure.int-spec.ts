import { graphql } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Deal } from './deal.entity';

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

  it('finds an older Amazon deal behind many newer text matches that are no Amazon links', async () => {
    const repository = testApp.dataSource.getRepository(Deal);
    const older = await insertDeal(testApp.dataSource, {
      affiliateLink: 'https://www.amazon.com/dp/B0OLDERONE',
    });
    const decoys = [];
    // More than the first query reads and more than the second: the check has to page back.
    for (let index = 0; index < 30; index += 1) {
      decoys.push(
        await insertDeal(testApp.dataSource, {
          affiliateLink: `https://amazon.example.org/a.co/${index}`,
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
