import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  DiscordPoster,
} from '@deal-site/channel-posting';
import {
  emojiTitle,
  expectSiteLinkOnly,
  graphemesOf,
  testImage,
  testPost,
} from './channel-post-fixtures';
import { FakeDiscord } from './discord';

describe('DiscordPoster against a fake webhook', () => {
  let discord: FakeDiscord;

  beforeEach(async () => {
    discord = await FakeDiscord.start();
  });

  afterEach(async () => {
    expect(discord.errors).toEqual([]);
    await discord.close();
  });

  const poster = (webhookUrl = discord.webhookUrl) => new DiscordPoster({ webhookUrl });

  it('posts an embed: the title linking the deal page, price, code and store lines, the picture by URL', async () => {
    const post = testPost('discord', { image: await testImage('Cordless drill kit') });
    const ref = await poster().post(post);

    expect(discord.calls).toEqual([
      {
        method: 'POST',
        path: `/api/webhooks/${FakeDiscord.WEBHOOK_ID}/${discord.token}`,
        status: 200,
      },
    ]);
    const [message] = discord.messages;
    expect(message.embed).toEqual({
      title: 'Cordless drill kit',
      url: post.url,
      description: '$59.99, was $89.99 (33% off)\nCode: SAVE10\nAt Amazon',
      image: { url: post.image!.url },
    });
    expectSiteLinkOnly(JSON.stringify(message.embed), post, 'discord');
    expect(ref).toEqual({
      remoteId: message.id,
      remoteUrl: `https://discord.com/channels/${FakeDiscord.GUILD_ID}/${FakeDiscord.CHANNEL_ID}/${message.id}`,
      text: JSON.stringify(message.embed),
    });
  });

  it('keeps a 500-character emoji title within the 256 limit, cut on a grapheme with …, and its Expired edit too', async () => {
    const title = emojiTitle();
    const post = testPost('discord', { title });
    const ref = await poster().post(post);
    const [message] = discord.messages;
    expect(message.embed.title.length).toBeLessThanOrEqual(256);
    expect(message.embed.title.endsWith('…')).toBe(true);
    // Whole graphemes of the title: the start of its own grapheme list, never half an emoji.
    const kept = graphemesOf(message.embed.title.slice(0, -1));
    expect(graphemesOf(title).slice(0, kept.length)).toEqual(kept);
    expect(message.embed.url).toBe(post.url);

    await poster().markExpired(ref);
    const [edit] = message.edits;
    expect(edit.title.startsWith('Expired: ')).toBe(true);
    expect(edit.title.length).toBeLessThanOrEqual(256);
    expect({ ...edit, title: '' }).toEqual({ ...message.embed, title: '' });
  });

  it('edits the message title to start with "Expired: ", and takes a message deleted on Discord as done', async () => {
    const ref = await poster().post(testPost('discord'));
    await poster().markExpired(ref);
    expect(discord.messages[0].edits.map((edit) => edit.title)).toEqual([
      'Expired: Cordless drill kit',
    ]);
    expect(discord.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/webhooks/${FakeDiscord.WEBHOOK_ID}/${discord.token}/messages/${ref.remoteId}`,
      status: 200,
    });
    await expect(poster().markExpired({ ...ref, remoteId: '1' })).resolves.toBeUndefined();
  });

  it('answers a 429 with its Retry-After as ChannelRateLimitedError, having posted nothing', async () => {
    discord.answerNext(429, 1, 2.5);
    const error = await poster()
      .post(testPost('discord'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBe(2_500);
    expect(discord.messages).toEqual([]);
  });

  it('takes a refused token or an unknown webhook as ChannelRefusedError', async () => {
    discord.answerNext(401);
    await expect(poster().post(testPost('discord'))).rejects.toBeInstanceOf(ChannelRefusedError);
    const wrongToken = discord.webhookUrl.replace(/[^/]+$/, 'not-the-token');
    await expect(poster(wrongToken).post(testPost('discord'))).rejects.toThrow(
      /discord refused the post: HTTP 401/,
    );
    const unknownWebhook = discord.webhookUrl.replace(FakeDiscord.WEBHOOK_ID, '42');
    await expect(poster(unknownWebhook).post(testPost('discord'))).rejects.toBeInstanceOf(
      ChannelRefusedError,
    );
    expect(discord.messages).toEqual([]);
  });
});
