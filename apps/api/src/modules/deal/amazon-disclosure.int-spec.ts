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

    const live = await insertDeal(testApp.dataSource, { affiliateLink: 'https://amzn.to/3xYz' });
    expect(await liveAmazonDeals()).toBe(true);

    await testApp.dataSource.getRepository(Deal).update(live.id, { active: false });
    expect(await liveAmazonDeals()).toBe(false);
  });
});
