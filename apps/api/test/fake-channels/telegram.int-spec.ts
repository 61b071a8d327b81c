import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  TelegramPoster,
} from '@deal-site/channel-posting';
import {
  emojiTitle,
  expectSiteLinkOnly,
  graphemesOf,
  testImage,
  testPost,
} from './channel-post-fixtures';
import { FakeTelegram } from './telegram';

describe('TelegramPoster against a fake Bot API', () => {
  let telegram: FakeTelegram;

  beforeEach(async () => {
    telegram = await FakeTelegram.start();
  });

  afterEach(async () => {
    expect(telegram.errors).toEqual([]);
    await telegram.close();
  });

  const poster = (settings: Partial<{ botToken: string; chatId: string }> = {}) =>
    new TelegramPoster({
      botToken: telegram.token,
      chatId: FakeTelegram.CHAT_NAME,
      apiUrl: telegram.apiUrl,
      ...settings,
    });

  it('sends the picture with an HTML caption: the title bold, the deal page as a link', async () => {
    const post = testPost('telegram', { image: await testImage('Cordless drill kit') });
    const ref = await poster().post(post);

    expect(telegram.calls.map((call) => call.method)).toEqual(['sendPhoto']);
    const [message] = telegram.messages;
    expect(message.kind).toBe('photo');
    expect(message.photo?.bytes.equals(post.image!.bytes)).toBe(true);
    expect(message.text).toBe(
      `Cordless drill kit\n$59.99, was $89.99 (33% off)\nCode: SAVE10\nAt Amazon\n${post.url}`,
    );
    expect(message.entities).toEqual([
      { type: 'bold', offset: 0, length: 'Cordless drill kit'.length },
      {
        type: 'text_link',
        offset: message.text.length - post.url.length,
        length: post.url.length,
        url: post.url,
      },
    ]);
    expectSiteLinkOnly(message.text, post, 'telegram');
    expect(ref.remoteUrl).toBe(`https://t.me/deal_site_test/${message.messageId}`);
    expect(ref.text).toBe(message.html);
  });

  it("sends a message when there is no picture, linked by the chat's public name when known by id", async () => {
    const ref = await poster({ chatId: FakeTelegram.CHAT_ID }).post(testPost('telegram'));
    expect(telegram.calls.map((call) => call.method)).toEqual(['sendMessage']);
    expect(telegram.messages[0].kind).toBe('text');
    // The fake's chat has a public name, which the answer carries.
    expect(ref.remoteUrl).toBe(`https://t.me/deal_site_test/${telegram.messages[0].messageId}`);
  });

  it('keeps a 500-character emoji title within 1,024 (caption) and 4,096 (message), link whole', async () => {
    const title = emojiTitle();
    const image = await testImage(title);
    await poster().post(testPost('telegram', { title, image }));
    await poster().post(testPost('telegram', { title: title.repeat(10), id: 42 }));

    const [caption, message] = telegram.messages;
    expect(caption.text.length).toBeLessThanOrEqual(1024 - 'Expired: '.length);
    expect(message.text.length).toBeLessThanOrEqual(4096 - 'Expired: '.length);
    for (const sent of [caption, message]) {
      const shortened = sent.text.split('\n')[0];
      expect(shortened.endsWith('…')).toBe(true);
      const kept = graphemesOf(shortened.slice(0, -1));
      expect(graphemesOf(title.repeat(10)).slice(0, kept.length)).toEqual(kept);
      expect(
        sent.text.endsWith(`\n${testPost('telegram', { id: sent === caption ? 41 : 42 }).url}`),
      ).toBe(true);
      // &, < and > came through as entities the fake parsed back.
      expect(shortened).toContain('<deal>');
      expect(shortened).toContain(' & ');
    }
  });

  it('answers a 429 with the wait Telegram gave, having posted nothing', async () => {
    telegram.answerNext(429, 1, 17);
    const error = await poster()
      .post(testPost('telegram'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBe(17_000);
    expect(telegram.messages).toEqual([]);
  });

  it('refuses on a bad token (401) and on a chat that does not exist', async () => {
    await expect(poster({ botToken: '123456:wrong' }).post(testPost('telegram'))).rejects.toThrow(
      ChannelRefusedError,
    );
    telegram.answerNext(401);
    await expect(poster().post(testPost('telegram'))).rejects.toThrow(ChannelRefusedError);
    await expect(poster({ chatId: '@no_such_chat' }).post(testPost('telegram'))).rejects.toThrow(
      /chat not found/,
    );
    expect(telegram.messages).toEqual([]);
  });

  it('edits the caption or the text to start with "Expired:", once', async () => {
    const title = emojiTitle();
    const photoRef = await poster().post(
      testPost('telegram', { title, image: await testImage(title) }),
    );
    const textRef = await poster().post(testPost('telegram', { id: 42 }));

    await poster().markExpired(photoRef);
    await poster().markExpired(textRef);
    // Already edited: Telegram answers "not modified", which is done.
    await poster().markExpired(textRef);

    const [photo, text] = telegram.messages;
    expect(photo.edits).toEqual([`Expired: ${photo.text}`]);
    expect(photo.edits[0].length).toBeLessThanOrEqual(1024);
    expect(text.edits).toEqual([`Expired: ${text.text}`]);
    expect(telegram.calls.map((call) => `${call.method} ${call.status}`)).toEqual([
      'sendPhoto 200',
      'sendMessage 200',
      'editMessageCaption 200',
      'editMessageText 200',
      'editMessageText 400',
    ]);
  });
});
