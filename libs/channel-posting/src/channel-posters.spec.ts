import type * as ChannelPostersModule from './channel-posters';
import { createChannelPosters } from './channel-posters';

describe('createChannelPosters', () => {
  it('makes no poster without a configured channel', () => {
    expect(
      createChannelPosters({ telegram: null, mastodon: null, bluesky: null, discord: null }),
    ).toEqual([]);
  });

  it('makes one poster per configured channel', () => {
    const posters = createChannelPosters({
      telegram: { botToken: '1:a', chatId: '@deals', apiUrl: 'http://127.0.0.1:1' },
      mastodon: { url: 'http://127.0.0.1:2', accessToken: 't' },
      bluesky: { service: 'http://127.0.0.1:3', identifier: 'deals.test', appPassword: 'p' },
      discord: { webhookUrl: 'http://127.0.0.1:4/api/webhooks/1/t' },
    });
    expect(posters.map((poster) => poster.name)).toEqual([
      'telegram',
      'mastodon',
      'bluesky',
      'discord',
    ]);
    expect(posters.map((poster) => typeof poster.markExpired)).toEqual([
      'function',
      'function',
      'undefined',
      'function',
    ]);
  });
});

describe('the Bluesky library', () => {
  afterEach(() => jest.dontMock('@atproto/api'));

  // It takes about half a second and 12 MB of heap to load: a process that never posts to
  // Bluesky, or has not yet, goes without it.
  it('is loaded by the first Bluesky post, not by making the posters', async () => {
    let loaded = false;
    jest.doMock('@atproto/api', () => {
      loaded = true;
      return jest.requireActual('@atproto/api');
    });
    let createPosters: typeof createChannelPosters = () => [];
    jest.isolateModules(() => {
      createPosters =
        jest.requireActual<typeof ChannelPostersModule>('./channel-posters').createChannelPosters;
    });
    const [bluesky] = createPosters({
      telegram: null,
      mastodon: null,
      // Nothing listens there: the post fails at once, after the library is loaded.
      bluesky: { service: 'http://127.0.0.1:9', identifier: 'deals.test', appPassword: 'p' },
      discord: null,
    });
    expect(loaded).toBe(false);

    const post = {
      dealId: 1,
      title: 'Cordless drill',
      priceLabel: '$19.99',
      couponCode: null,
      store: null,
      url: 'https://deals.test/deals/1?src=bluesky',
      image: null,
    };
    await expect(bluesky.post(post)).rejects.toThrow();
    expect(loaded).toBe(true);
  });
});
