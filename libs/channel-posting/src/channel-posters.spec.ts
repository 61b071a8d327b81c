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
