import type { Browser, Page } from 'playwright-core';
// The same fake Discord webhook the API's delivery tests post to: a real HTTP server on 127.0.0.1
// that checks the webhook's token and the embed, and records every message.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FakeDiscord } from '../../api/test/fake-channels/discord';
import { wcagViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchConsoleProblems } from './support/console-problems';
import { signUpCurator, type CuratorSession } from './support/curator';
import { saveScreenshot } from './support/public-site';
import { startBuiltServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

/** The promise: a new deal is on every configured channel within a minute. */
const POSTED_WITHIN_MS = 60_000;
const CURATOR = { username: 'channel-curator', password: 'curator-password-1' };
const DEAL_TITLE = 'Cast iron skillet, 12 inch';
const REFUSED_DEAL_TITLE = 'Enamel dutch oven, 6 quart';

describe('a new deal posted to the curator’s channels', () => {
  let discord: FakeDiscord;
  let server: RunningServer;
  let browser: Browser;
  let curator: CuratorSession;
  let page: Page;
  let problems: string[];

  const url = (path: string) => `${server.baseUrl}${path}`;
  const channelsCard = () => page.getByRole('region', { name: 'Channels' });

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
});
