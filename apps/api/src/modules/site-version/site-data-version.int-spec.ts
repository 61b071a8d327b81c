import { SqlImportStore } from '@deal-site/deal-import';
import { dealInput, importedPost } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { DealService } from '../deal/deal.service';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { SiteDataVersion } from './site-data-version.service';

/** deals.user_id names the creating curator; no account is needed for these writes. */
const CURATOR_ID = 1;

describe.each(DIALECTS)('the site data version on %s', (dialect) => {
  let testApp: TestApp;
  let deals: DealService;
  /** Another process's view: it reads the row, never trusting what this one wrote. */
  let elsewhere: SiteDataVersion;
  let now: number;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    deals = new DealService(testApp.dataSource, {
      timeZone: 'America/Chicago',
      siteVersion: new SiteDataVersion(testApp.dataSource),
    });
    now = Date.now();
    elsewhere = new SiteDataVersion(testApp.dataSource, () => (now += 10_000));
  });

  afterAll(() => testApp.close());

  async function contentBumpOf(write: () => Promise<unknown>): Promise<number> {
    const before = await elsewhere.current();
    await write();
    return (await elsewhere.current()).content - before.content;
  }

  it('moves on every deal write public pages show, as another process reads it', async () => {
    let id = 0;
    expect(
      await contentBumpOf(async () => ({ id } = await deals.create(dealInput(), CURATOR_ID))),
    ).toBe(1);
    expect(await contentBumpOf(() => deals.update(id, { title: 'Renamed' }))).toBe(1);
    expect(await contentBumpOf(() => deals.remove(id))).toBe(1);
    expect(await contentBumpOf(() => deals.archiveAll())).toBe(1);
  });

  it('moves when an import (API or worker) inserts a deal', async () => {
    const store = new SqlImportStore(testApp.dataSource);
    expect(await contentBumpOf(() => store.insertDeal(importedPost(`post-${dialect}`)))).toBe(1);
  });

  it('moves the click version once for a second of clicks, leaving the content version', async () => {
    const { id } = await deals.create(dealInput({ category: 'daily' }), CURATOR_ID);
    const clicks = testApp.services.clicks;
    const before = await elsewhere.current();
    for (const address of ['198.51.100.7', '198.51.100.8', '198.51.100.9'])
      await clicks.record(id, { address, userAgent: BROWSER_USER_AGENT });
    await clicks.flush();
    const after = await elsewhere.current();
    expect(after.clicks - before.clicks).toBe(1);
    expect(after.content).toBe(before.content);
  });
});
