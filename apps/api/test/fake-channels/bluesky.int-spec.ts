import {
  BlueskyPoster,
  ChannelRateLimitedError,
  ChannelRefusedError,
  mayHaveBeenPosted,
} from '@deal-site/channel-posting';
import { FakeBluesky, type FakeBlueskyOptions } from './bluesky';
import {
  emojiTitle,
  expectSiteLinkOnly,
  graphemesOf,
  testImage,
  testPost,
} from './channel-post-fixtures';

describe('BlueskyPoster (AtpAgent) against a fake PDS', () => {
  let bluesky: FakeBluesky;

  const start = async (options: FakeBlueskyOptions = {}, password?: string) => {
    bluesky = await FakeBluesky.start(options);
    return new BlueskyPoster({
      service: bluesky.service,
      identifier: bluesky.options.handle,
      appPassword: password ?? bluesky.options.password,
    });
  };

  afterEach(async () => {
    expect(bluesky.errors).toEqual([]);
    await bluesky.close();
  });

  it('posts the text with a link facet and an external card whose thumb was uploaded', async () => {
    const poster = await start();
    const post = testPost('bluesky', { image: await testImage('Cordless drill kit') });
    const ref = await poster.post(post);

    expect(bluesky.calls.map((call) => call.method)).toEqual([
      'com.atproto.server.createSession',
      'com.atproto.repo.uploadBlob',
      'com.atproto.repo.createRecord',
    ]);
    const [{ record, rkey, uri }] = bluesky.posts;
    expect(record.text).toBe(
      `Cordless drill kit\n$59.99, was $89.99 (33% off)\nCode: SAVE10\nAt Amazon\n${post.url}`,
    );
    expectSiteLinkOnly(record.text, post, 'bluesky');
    const bytes = Buffer.from(record.text);
    expect(record.facets).toEqual([
      {
        index: { byteStart: bytes.length - Buffer.byteLength(post.url), byteEnd: bytes.length },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: post.url }],
      },
    ]);
    const [blob] = bluesky.blobs.values();
    expect(blob.bytes.equals(post.image!.bytes)).toBe(true);
    expect(record.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: post.url,
        title: 'Cordless drill kit',
        description: '$59.99, was $89.99 (33% off) · Code: SAVE10 · At Amazon',
        thumb: {
          $type: 'blob',
          ref: { $link: blob.cid },
          mimeType: 'image/jpeg',
          size: blob.bytes.length,
        },
      },
    });
    expect(ref).toEqual({
      remoteId: uri,
      remoteUrl: `https://bsky.app/profile/${bluesky.did}/post/${rkey}`,
      text: record.text,
    });
    expect('markExpired' in poster).toBe(false);
  });

  it('keeps a 500-character emoji title within 300 graphemes, the link and its facet whole', async () => {
    const poster = await start();
    const title = emojiTitle();
    const post = testPost('bluesky', { title });
    await poster.post(post);

    const [{ record }] = bluesky.posts;
    expect(graphemesOf(record.text).length).toBeLessThanOrEqual(300);
    expect(graphemesOf(record.text).length).toBeGreaterThan(290);
    expect(record.text.endsWith(`\n${post.url}`)).toBe(true);
    const shortened = record.text.split('\n')[0];
    expect(shortened.endsWith('…')).toBe(true);
    const kept = graphemesOf(shortened.slice(0, -1));
    expect(graphemesOf(title).slice(0, kept.length)).toEqual(kept);
  });

  it('logs in once for many posts, and refreshes the session when the access token expires', async () => {
    const poster = await start({ accessTtlMs: 1500 });
    await poster.post(testPost('bluesky', { id: 1 }));
    await poster.post(testPost('bluesky', { id: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await poster.post(testPost('bluesky', { id: 3, image: await testImage('Drill') }));
    await poster.post(testPost('bluesky', { id: 4 }));

    expect(bluesky.posts).toHaveLength(4);
    expect(bluesky.logins).toBe(1);
    expect(bluesky.refreshes).toBe(1);
    expect(bluesky.calls).toContainEqual({
      method: 'com.atproto.repo.uploadBlob',
      status: 400,
      error: 'ExpiredToken',
    });
  });

  it('logs in again, once, when the refresh itself is refused', async () => {
    const poster = await start();
    await poster.post(testPost('bluesky', { id: 1 }));
    bluesky.expireAccessTokens();
    bluesky.answerNext('com.atproto.server.refreshSession', { status: 401, error: 'InvalidToken' });
    await poster.post(testPost('bluesky', { id: 2 }));

    expect(bluesky.posts).toHaveLength(2);
    expect(bluesky.logins).toBe(2);
  });

  it('answers a 429 with the wait to ratelimit-reset, having posted nothing', async () => {
    const poster = await start();
    await poster.post(testPost('bluesky', { id: 1 }));
    bluesky.answerNext('com.atproto.repo.createRecord', { status: 429, resetInS: 20 });
    const error = await poster
      .post(testPost('bluesky', { id: 2 }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBeGreaterThan(18_000);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBeLessThanOrEqual(21_000);
    expect(bluesky.posts).toHaveLength(1);
  });

  it('leaves a post whose answer never came as maybe posted, and an upload that failed so as not posted', async () => {
    const poster = await start();
    bluesky.answerNext('com.atproto.repo.createRecord', { status: 'dropped' });
    const dropped = await poster
      .post(testPost('bluesky', { id: 1 }))
      .catch((caught: unknown) => caught);
    expect(bluesky.posts).toHaveLength(1);
    expect(mayHaveBeenPosted(dropped)).toBe(true);

    bluesky.answerNext('com.atproto.repo.uploadBlob', { status: 'dropped' });
    const upload = await poster
      .post(testPost('bluesky', { id: 2, image: await testImage('Dropped upload') }))
      .catch((caught: unknown) => caught);
    expect(upload).toBeInstanceOf(Error);
    expect(mayHaveBeenPosted(upload)).toBe(false);
    expect(bluesky.posts).toHaveLength(1);
  });

  it('answers a login 429 as a wait too', async () => {
    const poster = await start();
    bluesky.answerNext('com.atproto.server.createSession', { status: 429, resetInS: 300 });
    await expect(poster.post(testPost('bluesky'))).rejects.toThrow(ChannelRateLimitedError);
  });

  it.each([
    ['a wrong app password', 'wrong-password', undefined],
    ['a second factor asked for', undefined, 'AuthFactorTokenRequired'],
    ['a taken-down account', undefined, 'AccountTakedown'],
  ])('refuses on %s', async (_name, password, loginError) => {
    const poster = await start({}, password);
    if (loginError)
      bluesky.answerNext('com.atproto.server.createSession', { status: 401, error: loginError });
    await expect(poster.post(testPost('bluesky'))).rejects.toThrow(ChannelRefusedError);
    const logins = bluesky.calls.filter(
      (call) => call.method === 'com.atproto.server.createSession',
    );
    expect(logins).toHaveLength(1);
    expect(bluesky.posts).toEqual([]);
  });
});
