import {
  ChannelRateLimitedError,
  ChannelRefusedError,
  MastodonPoster,
} from '@deal-site/channel-posting';
import { emojiTitle, expectSiteLinkOnly, testImage, testPost } from './channel-post-fixtures';
import { FakeMastodon, mastodonCount, type FakeMastodonOptions } from './mastodon';

describe('MastodonPoster against a fake instance', () => {
  let mastodon: FakeMastodon;

  const start = async (options: FakeMastodonOptions = {}) => {
    mastodon = await FakeMastodon.start(options);
    return new MastodonPoster({ url: mastodon.url, accessToken: mastodon.options.token });
  };

  afterEach(async () => {
    expect(mastodon.errors).toEqual([]);
    await mastodon.close();
  });

  it('uploads the picture with its alt text, then posts the status with it', async () => {
    const poster = await start();
    const post = testPost('mastodon', { image: await testImage('Cordless drill kit') });
    const ref = await poster.post(post);

    expect(mastodon.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v2/instance',
      'POST /api/v2/media',
      'POST /api/v1/statuses',
    ]);
    const [media] = mastodon.media.values();
    expect(media.description).toBe('Cordless drill kit');
    expect(media.bytes.equals(post.image!.bytes)).toBe(true);
    const [status] = mastodon.statuses;
    expect(status.mediaIds).toEqual([media.id]);
    expect(status.idempotencyKey).toBe('deal-41');
    expect(status.text).toBe(
      `Cordless drill kit\n$59.99, was $89.99 (33% off)\nCode: SAVE10\nAt Amazon\n${post.url}`,
    );
    expectSiteLinkOnly(status.text, post, 'mastodon');
    expect(ref).toEqual({
      remoteId: status.id,
      remoteUrl: `${mastodon.url}/@deals/${status.id}`,
      text: status.text,
    });
  });

  it('waits for a picture still processing (202) before posting it', async () => {
    const poster = await start({ mediaProcessingPolls: 2 });
    await poster.post(testPost('mastodon', { image: await testImage('Drill') }));
    expect(mastodon.requests.map((request) => request.status)).toEqual([
      200, 202, 206, 206, 200, 200,
    ]);
    expect(mastodon.statuses).toHaveLength(1);
  });

  it.each([
    ['the instance limit', { maxCharacters: 1000 }, 1000],
    ['500 when the instance does not say', { maxCharacters: null }, 500],
    ['500 when the instance cannot be asked', { instanceFails: true }, 500],
  ])(
    'keeps the 500-character emoji title, thrice, within %s, URL counted 23, link whole',
    async (_name, options: FakeMastodonOptions, limit) => {
      const poster = await start(options);
      const title = emojiTitle().repeat(3);
      const post = testPost('mastodon', { title });
      await poster.post(post);
      await poster.post(testPost('mastodon', { title, id: 42 }));

      expect(
        mastodon.requests.filter((request) => request.path === '/api/v2/instance'),
      ).toHaveLength(1);
      const [status] = mastodon.statuses;
      expect(mastodonCount(status.text)).toBeLessThanOrEqual(limit - 'Expired: '.length);
      expect(mastodonCount(status.text)).toBeGreaterThan(limit - 'Expired: '.length - 15);
      expect(status.text.split('\n')[0].endsWith('…')).toBe(true);
      expect(status.text.endsWith(`\n${post.url}`)).toBe(true);
    },
  );

  it('posts a deal retried with the same Idempotency-Key only once', async () => {
    const poster = await start();
    const first = await poster.post(testPost('mastodon'));
    const again = await poster.post(testPost('mastodon'));
    expect(again.remoteId).toBe(first.remoteId);
    expect(mastodon.statuses).toHaveLength(1);
    await poster.post(testPost('mastodon', { id: 42 }));
    expect(mastodon.statuses).toHaveLength(2);
  });

  it('answers a 429 with the wait to X-RateLimit-Reset, having posted nothing', async () => {
    const poster = await start();
    await poster.post(testPost('mastodon', { id: 40 }));
    mastodon.answerNext({ status: 429, resetInS: 30 });
    const error = await poster.post(testPost('mastodon')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBeGreaterThan(28_000);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBeLessThanOrEqual(30_000);
    expect(mastodon.statuses.map((status) => status.idempotencyKey)).toEqual(['deal-40']);
  });

  it('waits without asking once an answer says no requests are left', async () => {
    const poster = await start();
    await poster.post(testPost('mastodon', { id: 40 }));
    mastodon.answerNext({ status: 'exhausted', resetInS: 60 });
    await poster.post(testPost('mastodon', { id: 41 }));
    const asked = mastodon.requests.length;
    const error = await poster
      .post(testPost('mastodon', { id: 42 }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBeGreaterThan(55_000);
    expect(mastodon.requests).toHaveLength(asked);
    expect(mastodon.statuses).toHaveLength(2);
  });

  it('refuses on a bad token (401)', async () => {
    await start();
    const poster = new MastodonPoster({ url: mastodon.url, accessToken: 'wrong' });
    await expect(poster.post(testPost('mastodon'))).rejects.toThrow(ChannelRefusedError);
    expect(mastodon.statuses).toEqual([]);
  });

  it('edits the status to start with "Expired:", keeping its picture', async () => {
    const poster = await start();
    const ref = await poster.post(testPost('mastodon', { image: await testImage('Drill') }));
    await poster.markExpired(ref);

    const [status] = mastodon.statuses;
    expect(status.edits).toEqual([{ text: `Expired: ${ref.text}`, mediaIds: status.mediaIds }]);
    expect(status.mediaIds).toHaveLength(1);
    // A status deleted on the instance leaves nothing to edit.
    await expect(poster.markExpired({ ...ref, remoteId: '999999' })).resolves.toBeUndefined();
  });
});
