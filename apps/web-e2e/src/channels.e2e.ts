import { localDateTimeString } from '@deal-site/deal-text';
import type { Browser, Locator, Page } from 'playwright-core';
// The same fake Discord webhook the API's delivery tests post to: a real HTTP server on 127.0.0.1
// that checks the webhook's token and the embed, and records every message.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FakeDiscord } from '../../api/test/fake-channels/discord';
import { wcagViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { signUpCurator, type CuratorSession } from './support/curator';
import { saveScreenshot, SITE_TIME_ZONE } from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

/** The promise: a new deal is on every configured channel within a minute. */
const POSTED_WITHIN_MS = 60_000;
const CURATOR = { username: 'channel-curator', password: 'curator-password-1' };
const DEAL_TITLE = 'Cast iron skillet, 12 inch';
const REFUSED_DEAL_TITLE = 'Enamel dutch oven, 6 quart';
const UNPOSTED_DEAL_TITLE = 'Carbon steel wok, 14 inch';
const LATER_DEAL_TITLE = 'Wooden spoon set of 5';
const SCHEDULED_DEAL_TITLE = 'Stovetop espresso maker, 6 cup';

const MINUTE_MS = 60_000;
// A datetime-local field holds whole minutes; this much time is left to add and check the deal.
const SCHEDULE_MARGIN_MS = 25_000;
/** At most the margin plus a minute (85 s) before its time, then a minute to be posted. */
const SCHEDULED_TEST_TIMEOUT_MS = 180_000;

/** The first whole minute at least `marginMs` from now. */
const nextWholeMinute = (marginMs: number) =>
  new Date(Math.ceil((Date.now() + marginMs) / MINUTE_MS) * MINUTE_MS);

/** How the admin list writes a publish time: "Dec 3, 9:00 AM" in the site's zone. */
const adminListTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, Math.max(0, ms)));

describe('a new deal posted to the curator’s channels', () => {
  let discord: FakeDiscord;
  let server: RunningServer;
  let browser: Browser;
  let curator: CuratorSession;
  let page: Page;
  let problems: string[];

  const url = (path: string) => `${server.baseUrl}${path}`;
  const channelsCard = () => page.getByRole('region', { name: 'Channels' });
  const fashionPanel = () => page.getByRole('tabpanel', { name: 'Fashion' });
  const lastPostRow = (title: string): Locator =>
    channelsCard()
      .getByRole('table', { name: 'Last posts' })
      .getByRole('row')
      .filter({ hasText: title });
  const discordPostsOf = (title: string) =>
    discord.messages.filter((message) => message.embed.title === title);

  async function fillFashionDeal(title: string, affiliateLink: string): Promise<void> {
    const fashion = fashionPanel();
    await fashion.getByLabel('Title', { exact: true }).fill(title);
    await fashion.getByLabel('Price', { exact: true }).fill('34.99');
    await fashion.getByLabel('Affiliate link').fill(affiliateLink);
  }

  /** The curator's deals as `GET /api/deals` answers them, scheduled ones included. */
  async function curatorDeal(title: string) {
    const response = await curator.context.request.get(url('/api/deals?category=fashion'));
    expect(response.ok()).toBe(true);
    const { deals } = (await response.json()) as {
      deals: { id: number; title: string; publishAt: string | null; postToChannels: boolean }[];
    };
    const deal = deals.find((candidate) => candidate.title === title);
    if (!deal) throw new Error(`${title} is not among the curator's deals`);
    return deal;
  }

  beforeAll(async () => {
    discord = await FakeDiscord.start();
    server = await startBuiltServer({
      DISCORD_WEBHOOK_URL: discord.webhookUrl,
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    });
    browser = await launchBrowser();
    curator = await signUpCurator(browser, server.baseUrl, CURATOR);
    page = await curator.context.newPage();
    problems = watchConsoleProblems(page);
  });

  afterAll(async () => {
    await curator?.context.close();
    await browser?.close();
    await server?.stop();
    await discord?.close();
  });

  it('loads nothing of the Channels card for a visitor', async () => {
    const html = await (await fetch(url('/'))).text();
    const scripts = [
      ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(await (await fetch(url(src))).text()).not.toContain('ChannelsOverview');
    }
  });

  it('lists every network, Discord ready and Telegram with the variables that turn it on', async () => {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    const networks = channelsCard().getByRole('table', { name: 'Networks' });
    await networks.waitFor();
    const rowOf = (name: string) =>
      networks.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

    expect(await networks.getByRole('rowheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['Telegram', 'Mastodon', 'Bluesky', 'Discord']),
    );
    const telegram = await rowOf('Telegram').innerText();
    expect(telegram).toContain('Not configured');
    expect(telegram).toContain('TELEGRAM_BOT_TOKEN');
    expect(telegram).toContain('TELEGRAM_CHAT_ID');
    expect(await rowOf('Discord').innerText()).toContain('Ready');
    expect(await channelsCard().getByRole('button', { name: 'Post now' }).isEnabled()).toBe(true);
  });

  it('shows the deal the curator adds as posted to Discord, with a link to the post, within a minute', async () => {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    const fashion = page.getByRole('tabpanel', { name: 'Fashion' });
    await fashion.getByLabel('Title', { exact: true }).fill(DEAL_TITLE);
    await fashion.getByLabel('Price', { exact: true }).fill('24.99');
    await fashion.getByLabel('Original price').fill('49.99');
    await fashion.getByLabel('Affiliate link').fill('https://www.amazon.com/dp/B0SKILLET12');
    const added = Date.now();
    await fashion.getByRole('button', { name: 'Add Fashion Item' }).click();
    await fashion.getByRole('listitem').filter({ hasText: DEAL_TITLE }).waitFor();

    // The card polls the server itself: no reload.
    const posts = channelsCard().getByRole('table', { name: 'Last posts' });
    const row = posts.getByRole('row').filter({ hasText: DEAL_TITLE });
    await row.filter({ hasText: 'Posted' }).waitFor({ timeout: POSTED_WITHIN_MS });
    expect(Date.now() - added).toBeLessThan(POSTED_WITHIN_MS);

    expect(discord.errors).toEqual([]);
    expect(discord.messages).toHaveLength(1);
    const [message] = discord.messages;
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual([DEAL_TITLE, 'Discord', 'Posted']);
    const postLink = row.getByRole('link', { name: 'View on Discord' });
    expect(await postLink.getAttribute('href')).toBe(
      `https://discord.com/channels/${FakeDiscord.GUILD_ID}/${FakeDiscord.CHANNEL_ID}/${message.id}`,
    );
    const dealLink = row.getByRole('link', { name: DEAL_TITLE });
    const dealPath = await dealLink.getAttribute('href');
    expect(dealPath).toMatch(/^\/deals\/\d+$/);
    // The post links the deal page (under PUBLIC_URL) with its source, never the affiliate link.
    const linked = new URL(message.embed.url);
    expect(`${linked.pathname}${linked.search}`).toBe(`${dealPath}?src=discord`);
    expect(JSON.stringify(message)).not.toContain('amazon.com');
    // Posted, so nothing to retry.
    expect(await row.getByRole('button').count()).toBe(0);

    await channelsCard().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-channels-posted');
    expect(await wcagViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows Discord failing when its webhook is refused, and Retry posts the deal once', async () => {
    discord.answerNext(401);
    const dealId = await curator.createDeal({
      title: REFUSED_DEAL_TITLE,
      price: '59.99',
      affiliateLink: 'https://www.amazon.com/dp/B0DUTCHOVN',
    });
    const networks = channelsCard().getByRole('table', { name: 'Networks' });
    const discordRow = networks
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Discord' }) });
    await discordRow.filter({ hasText: 'Failing' }).waitFor({ timeout: POSTED_WITHIN_MS });
    expect(await discordRow.innerText()).toMatch(/Nothing is posted since .+: .+/);

    const row = channelsCard()
      .getByRole('table', { name: 'Last posts' })
      .getByRole('row')
      .filter({ hasText: REFUSED_DEAL_TITLE });
    await row.filter({ hasText: 'Waiting to retry' }).waitFor();
    const status = channelsCard().getByRole('status');
    await row.getByRole('button', { name: `Retry ${REFUSED_DEAL_TITLE} on Discord` }).click();
    await status
      .filter({ hasText: `“${REFUSED_DEAL_TITLE}” will be posted to Discord in a few seconds.` })
      .waitFor();
    await row.filter({ hasText: 'Posted' }).waitFor({ timeout: POSTED_WITHIN_MS });
    await discordRow.filter({ hasText: 'Ready' }).waitFor({ timeout: POSTED_WITHIN_MS });
    expect(await row.getByRole('link', { name: 'View on Discord' }).count()).toBe(1);

    // Post now for a deal already posted there changes nothing.
    await channelsCard()
      .getByLabel('Deal id or link')
      .fill(url(`/deals/${dealId}`));
    await channelsCard().getByRole('button', { name: 'Post now' }).click();
    await status
      .filter({ hasText: 'Nothing to do: it is already posted to Discord, or being posted.' })
      .waitFor();
    const posted = discord.messages.filter((message) => message.embed.title === REFUSED_DEAL_TITLE);
    expect(posted).toHaveLength(1);
    expect(discord.messages).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it('never posts a deal added with “Don’t post to channels”, while a deal added after it is posted', async () => {
    await page.goto(url('/admin'), { waitUntil: 'networkidle' });
    await fillFashionDeal(UNPOSTED_DEAL_TITLE, 'https://www.amazon.com/dp/B0CARBONWK');
    await fashionPanel().getByLabel("Don't post to channels").check();
    await fashionPanel().getByRole('button', { name: 'Add Fashion Item' }).click();
    const row = fashionPanel().getByRole('listitem').filter({ hasText: UNPOSTED_DEAL_TITLE });
    await row.waitFor();
    expect(await fashionPanel().getByLabel("Don't post to channels").isChecked()).toBe(false);
    expect(await curatorDeal(UNPOSTED_DEAL_TITLE)).toMatchObject({
      publishAt: null,
      postToChannels: false,
    });

    await row.getByRole('button', { name: `Edit ${UNPOSTED_DEAL_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
    expect(await dialog.getByLabel("Don't post to channels").isChecked()).toBe(true);
    // A public deal cannot be scheduled again.
    expect(await dialog.getByLabel('Publish at').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The channels' turn at the first deal has come and gone once the second is posted.
    await curator.createDeal({
      title: LATER_DEAL_TITLE,
      price: '12.99',
      affiliateLink: 'https://www.amazon.com/dp/B0SPOONSET',
    });
    await lastPostRow(LATER_DEAL_TITLE)
      .filter({ hasText: 'Posted' })
      .waitFor({ timeout: POSTED_WITHIN_MS });
    expect(await lastPostRow(UNPOSTED_DEAL_TITLE).count()).toBe(0);
    expect(discordPostsOf(UNPOSTED_DEAL_TITLE)).toEqual([]);
    expect(discordPostsOf(LATER_DEAL_TITLE)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it(
    'keeps a deal scheduled in the add form from the public and the channels until its time, then posts it once',
    async () => {
      await page.goto(url('/admin'), { waitUntil: 'networkidle' });
      await fillFashionDeal(SCHEDULED_DEAL_TITLE, 'https://www.amazon.com/dp/B0ESPRESSO');
      const publishAt = nextWholeMinute(SCHEDULE_MARGIN_MS);
      const reading = localDateTimeString(publishAt, SITE_TIME_ZONE);
      const publishField = fashionPanel().getByLabel('Publish at');
      expect(await publishField.getAttribute('type')).toBe('datetime-local');
      await publishField.fill(reading);
      await fashionPanel().getByRole('button', { name: 'Add Fashion Item' }).click();

      const row = fashionPanel().getByRole('listitem').filter({ hasText: SCHEDULED_DEAL_TITLE });
      await row.getByText(`Scheduled · ${adminListTime(publishAt)}`).waitFor();
      // The API refuses an expiry before the publish time, so the list offers none.
      expect(await row.getByRole('button', { name: /^Expire now/ }).count()).toBe(0);
      const { id, publishAt: storedPublishAt } = await curatorDeal(SCHEDULED_DEAL_TITLE);
      expect(storedPublishAt).toBe(publishAt.toISOString());

      await row.getByRole('button', { name: `Edit ${SCHEDULED_DEAL_TITLE}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
      expect(await dialog.getByLabel('Publish at').inputValue()).toBe(reading);
      expect(await dialog.getByLabel("Don't post to channels").isChecked()).toBe(false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await saveScreenshot(page, 'admin-deal-scheduled');

      // A visitor's fashion page lists the deal posted earlier, not the scheduled one.
      const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const publicPage = await visitor.newPage();
        await publicPage.goto(url('/fashion'), { waitUntil: 'networkidle' });
        await publicPage.getByRole('article', { name: DEAL_TITLE }).waitFor();
        expect(await publicPage.getByText(SCHEDULED_DEAL_TITLE).count()).toBe(0);
      } finally {
        await visitor.close();
      }
      expect((await fetch(url(`/deals/${id}`))).status).toBe(404);

      await sleep(publishAt.getTime() - 2_000 - Date.now());
      expect(discordPostsOf(SCHEDULED_DEAL_TITLE)).toEqual([]);
      expect(await lastPostRow(SCHEDULED_DEAL_TITLE).count()).toBe(0);

      await lastPostRow(SCHEDULED_DEAL_TITLE)
        .filter({ hasText: 'Posted' })
        .waitFor({ timeout: publishAt.getTime() + POSTED_WITHIN_MS - Date.now() });
      expect(discord.errors).toEqual([]);
      expect(discordPostsOf(SCHEDULED_DEAL_TITLE)).toHaveLength(1);
      expect((await fetch(url(`/deals/${id}`))).status).toBe(200);
      expect(discordPostsOf(UNPOSTED_DEAL_TITLE)).toEqual([]);
      expect(problems).toEqual([]);
    },
    SCHEDULED_TEST_TIMEOUT_MS,
  );
});
