import { ChannelImageReader } from '@deal-site/channel-posting';
import { waitFor, sleep } from '@deal-site/jobs/testing';
import sharp from 'sharp';
import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal } from '../../../test/deal-fixtures';
import { FakeDiscord } from '../../../test/fake-channels/discord';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { ChannelPostRow } from './channel-post.entity';
import { ChannelStateRow } from './channel-state.entity';

const CHANNELS = `{ channels { name configured variables state lastError failedAt pausedUntil } }`;
const CHANNEL_POSTS = `{ channelPosts { dealId dealTitle channel state remoteUrl postedAt lastError } }`;
const RETRY = `mutation Retry($dealId: Int!, $channel: String!) {
  retryChannelPost(dealId: $dealId, channel: $channel)
}`;

/** The shared delivery, once, with Discord's fake: the other networks' own rules have their tests. */
describe.each(DIALECTS)('channel posting from the API’s in-process sweep on %s', (dialect) => {
  let discord: FakeDiscord;
  let testApp: TestApp;
  let curator: string;

  const postDeal = async (fields: Record<string, unknown> = {}) => {
    const response = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ imageUrl: '', ...fields }))
      .expect(201);
    return response.body as { id: number; title: string };
  };

  const postRow = (dealId: number) =>
    testApp.dataSource.getRepository(ChannelPostRow).findOneBy({ dealId, channel: 'discord' });
  const messagesFor = (dealId: number) =>
    discord.messages.filter((message) => message.embed.url.includes(`/deals/${dealId}?`));
  const waitForPosted = async (dealId: number, what = `deal ${dealId} to be posted`) => {
    await waitFor(async () => (await postRow(dealId))?.state === 'posted', {
      timeoutMs: 60_000,
      what,
    });
  };

  beforeAll(async () => {
    discord = await FakeDiscord.start();
    testApp = await startTestApp(
      dialect,
      { DISCORD_WEBHOOK_URL: discord.webhookUrl, PUBLIC_URL: 'https://deals.example.com' },
      { serviceTestOptions: { channels: { everyMs: 300, retryBaseMs: 200 } } },
    );
    curator = await signedInAs(testApp.app, `channel.curator.${dialect}`);
  });

  afterAll(async () => {
    await testApp.close();
    await discord.close();
  });

  afterEach(() => {
    expect(discord.errors).toEqual([]);
  });

  it('posts a new deal once within a minute: the deal page with ?src=discord, never the affiliate link', async () => {
    const createdAt = Date.now();
    const deal = await postDeal({ title: 'Espresso machine', category: 'daily' });
    await waitFor(() => messagesFor(deal.id).length === 1, {
      timeoutMs: 60_000,
      what: 'the deal on Discord',
    });
    expect(Date.now() - createdAt).toBeLessThan(60_000);
    const [message] = messagesFor(deal.id);
    expect(message.embed).toEqual({
      title: 'Espresso machine',
      url: `https://deals.example.com/deals/${deal.id}?src=discord`,
      description: '$24.99, was $49.99 (50% off)\nCode: SAVE10\nAt Amazon',
    });
    expect(JSON.stringify(message)).not.toMatch(/amazon\.com|\/go\//);
    await waitForPosted(deal.id);
    expect(await postRow(deal.id)).toMatchObject({
      state: 'posted',
      attempts: 1,
      remoteId: message.id,
      remoteUrl: `https://discord.com/channels/${FakeDiscord.GUILD_ID}/${FakeDiscord.CHANNEL_ID}/${message.id}`,
      lastError: null,
      expiredAt: null,
    });
    // Later sweeps post nothing more.
    await sleep(1_000);
    expect(messagesFor(deal.id)).toHaveLength(1);
  });

  it('waits out a 429 for its Retry-After, then posts', async () => {
    discord.answerNext(429, 1, 1);
    const deal = await insertDeal(testApp.dataSource, { createdAt: new Date() });
    await waitForPosted(deal.id, 'the deal to be posted after the rate limit');
    const statuses = discord.calls.slice(-2).map((call) => call.status);
    expect(statuses).toEqual([429, 200]);
    expect(messagesFor(deal.id)).toHaveLength(1);
    const state = await testApp.dataSource
      .getRepository(ChannelStateRow)
      .findOneByOrFail({ channel: 'discord' });
    expect(state.state).toBe('ready');
    expect(state.pausedUntil).not.toBeNull();
  });

  it('marks the channel failing on a 401 and posts nothing more until the curator retries', async () => {
    discord.answerNext(401);
    const refused = await insertDeal(testApp.dataSource, { createdAt: new Date() });
    await waitFor(
      async () =>
        (await testApp.dataSource.getRepository(ChannelStateRow).findOneBy({ channel: 'discord' }))
          ?.state === 'failing',
      { what: 'the channel to be failing' },
    );
    const next = await insertDeal(testApp.dataSource, { createdAt: new Date() });
    await sleep(1_500);
    expect(messagesFor(refused.id)).toEqual([]);
    expect(messagesFor(next.id)).toEqual([]);
    expect(await postRow(refused.id)).toMatchObject({ state: 'waiting' });
    expect(await postRow(next.id)).toBeNull();

    const channels = (await graphql(testApp.app, CHANNELS, {}, curator)).body.data.channels;
    expect(channels.find((channel: { name: string }) => channel.name === 'discord')).toMatchObject({
      configured: true,
      state: 'failing',
      lastError: expect.stringMatching(/HTTP 401/),
      failedAt: expect.any(String),
    });

    const retried = await graphql(
      testApp.app,
      RETRY,
      { dealId: refused.id, channel: 'discord' },
      curator,
    );
    expect(retried.body).toEqual({ data: { retryChannelPost: true } });
    await waitForPosted(refused.id, 'the refused deal to be posted after Retry');
    await waitForPosted(next.id, 'the next deal to be posted once the channel is back');
    expect(messagesFor(refused.id)).toHaveLength(1);
    expect(messagesFor(next.id)).toHaveLength(1);
  });

  it('never posts an expired deal', async () => {
    const expired = await insertDeal(testApp.dataSource, {
      createdAt: new Date(),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const archived = await insertDeal(testApp.dataSource, { createdAt: new Date(), active: false });
    const stale = await insertDeal(testApp.dataSource, {
      createdAt: new Date(Date.now() - 5 * 60 * 60_000),
    });
    await sleep(1_500);
    for (const deal of [expired, archived, stale]) {
      expect(messagesFor(deal.id)).toEqual([]);
      expect(await postRow(deal.id)).toBeNull();
    }
  });

  it('posts a scheduled deal at its publish time and not before; never one kept off the channels', async () => {
    const publishAt = new Date(Date.now() + 2_500);
    const scheduled = await postDeal({
      title: 'Scheduled kettle',
      publishAt: publishAt.toISOString(),
    });
    const kept = await postDeal({ title: 'Not for the channels', postToChannels: false });
    await sleep(publishAt.getTime() - Date.now() - 300);
    expect(messagesFor(scheduled.id)).toEqual([]);
    expect(await postRow(scheduled.id)).toBeNull();

    await waitForPosted(scheduled.id, 'the scheduled deal to be posted after its time');
    const [message] = messagesFor(scheduled.id);
    expect(message.embed.title).toBe('Scheduled kettle');
    expect((await postRow(scheduled.id))!.postedAt!.getTime()).toBeGreaterThanOrEqual(
      publishAt.getTime(),
    );
    expect(messagesFor(kept.id)).toEqual([]);
    expect(await postRow(kept.id)).toBeNull();
  });

  it('edits the post of a deal that expires, and of a deal deleted after posting', async () => {
    const expiring = await postDeal({ title: 'Blender' });
    const deleted = await postDeal({ title: 'Toaster' });
    await waitForPosted(expiring.id);
    await waitForPosted(deleted.id);

    await graphql(
      testApp.app,
      `
        mutation Expire($id: ID!) {
          expireDeal(id: $id) {
            id
          }
        }
      `,
      { id: String(expiring.id) },
      curator,
    ).expect(200);
    await request(testApp.app)
      .delete(`/api/deals/${deleted.id}`)
      .set('Cookie', curator)
      .expect(200);

    await waitFor(
      () =>
        messagesFor(expiring.id)[0]?.edits.length === 1 &&
        messagesFor(deleted.id)[0]?.edits.length === 1,
      { timeoutMs: 30_000, what: 'both posts to be edited' },
    );
    expect(messagesFor(expiring.id)[0].edits[0]).toMatchObject({
      title: 'Expired: Blender',
      url: `https://deals.example.com/deals/${expiring.id}?src=discord`,
    });
    expect(messagesFor(deleted.id)[0].edits[0].title).toBe('Expired: Toaster');
    expect((await postRow(deleted.id))?.expiredAt).not.toBeNull();
    // Once each.
    await sleep(1_000);
    expect(messagesFor(expiring.id)[0].edits).toHaveLength(1);
  });

  it('leaves a post claimed by a process that died mid-post as unknown, never posted on its own', async () => {
    const deal = await insertDeal(testApp.dataSource, { createdAt: new Date() });
    await testApp.dataSource.getRepository(ChannelPostRow).insert({
      dealId: deal.id,
      channel: 'discord',
      state: 'posting',
      attempts: 1,
      claimedAt: new Date(Date.now() - 6 * 60_000),
    });
    await waitFor(async () => (await postRow(deal.id))?.state === 'unknown', {
      what: 'the abandoned claim to be unknown',
    });
    await sleep(1_000);
    expect(messagesFor(deal.id)).toEqual([]);
    expect(await postRow(deal.id)).toMatchObject({ state: 'unknown', remoteId: null });
  });

  it('leaves a post whose answer never came as unknown, never posted again on its own', async () => {
    // Discord takes the message, then the connection drops: the post is there, no id came back.
    discord.dropAfterTaking();
    const deal = await postDeal({ title: 'Answer lost on the way back' });
    await waitFor(async () => (await postRow(deal.id))?.state === 'unknown', {
      timeoutMs: 60_000,
      what: 'the post with no answer to be unknown',
    });
    await sleep(1_500);
    expect(messagesFor(deal.id)).toHaveLength(1);
    expect(await postRow(deal.id)).toMatchObject({ state: 'unknown', remoteId: null });
  });

  it('answers the curator the channels and the last posts; Post now posts an older deal; others may not ask', async () => {
    const channels = (await graphql(testApp.app, CHANNELS, {}, curator)).body.data.channels;
    expect(
      channels.map((channel: { name: string; configured: boolean }) => [
        channel.name,
        channel.configured,
      ]),
    ).toEqual([
      ['telegram', false],
      ['mastodon', false],
      ['bluesky', false],
      ['discord', true],
    ]);
    expect(channels[0].variables).toEqual(['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID']);

    const older = await insertDeal(testApp.dataSource, {
      title: 'Older deal',
      createdAt: new Date(Date.now() - 6 * 60 * 60_000),
    });
    const postNow = await graphql(
      testApp.app,
      RETRY,
      { dealId: older.id, channel: 'discord' },
      curator,
    );
    expect(postNow.body).toEqual({ data: { retryChannelPost: true } });
    await waitForPosted(older.id, 'the older deal to be posted on request');
    const again = await graphql(
      testApp.app,
      RETRY,
      { dealId: older.id, channel: 'discord' },
      curator,
    );
    expect(again.body).toEqual({ data: { retryChannelPost: false } });

    const posts = (await graphql(testApp.app, CHANNEL_POSTS, {}, curator)).body.data.channelPosts;
    expect(posts.length).toBeLessThanOrEqual(20);
    expect(posts[0]).toEqual({
      dealId: older.id,
      dealTitle: 'Older deal',
      channel: 'discord',
      state: 'posted',
      remoteUrl: expect.stringMatching(/^https:\/\/discord\.com\/channels\//),
      postedAt: expect.any(String),
      lastError: null,
    });

    const refusals = await Promise.all([
      graphql(testApp.app, RETRY, { dealId: older.id, channel: 'telegram' }, curator),
      graphql(testApp.app, RETRY, { dealId: older.id, channel: 'myspace' }, curator),
      graphql(testApp.app, RETRY, { dealId: 99_999_999, channel: 'discord' }, curator),
    ]);
    expect(refusals.map((answer) => answer.body.errors[0].extensions.code)).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'NOT_FOUND',
    ]);
    for (const query of [CHANNELS, CHANNEL_POSTS]) {
      const anonymous = await graphql(testApp.app, query);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe.each(DIALECTS)('a deal’s picture for the channels on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });
  afterAll(() => testApp.close());

  it('reads the first upload as a JPEG at most 1200 px wide, and nothing for other images', async () => {
    const uploads = testApp.services.images.uploads;
    const name = `${'ab'.repeat(16)}.png`;
    await uploads.put(
      name,
      await sharp({ create: { width: 2400, height: 600, channels: 4, background: '#3366ff80' } })
        .png()
        .toBuffer(),
    );
    const reader = new ChannelImageReader(uploads, 'https://deals.example.com');
    const image = await reader.read(`/uploads/${name},https://images.example/b.jpg`, 'Lamp');
    expect(image).toMatchObject({
      contentType: 'image/jpeg',
      url: `https://deals.example.com/uploads/${name}`,
      alt: 'Lamp',
    });
    const metadata = await sharp(image!.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 300]);
    expect(await reader.read(`https://deals.example.com/uploads/${name}`, 'Lamp')).not.toBeNull();
    expect(await reader.read('https://images.example/a.jpg', 'Lamp')).toBeNull();
    expect(await reader.read(`https://elsewhere.example/uploads/${name}`, 'Lamp')).toBeNull();
    expect(await reader.read(`/uploads/${'cd'.repeat(16)}.jpg`, 'Lamp')).toBeNull();
    expect(await reader.read('', 'Lamp')).toBeNull();
  });
});
