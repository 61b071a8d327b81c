import { dealNotification } from './deal-notification';

const DEAL = {
  id: 42,
  title: 'Cast iron skillet',
  price: 'Under $20',
  image: 'https://deals.example.com/api/images/skillet-card.webp',
  url: '/deals/42?src=push',
};

describe('dealNotification', () => {
  it("shows the deal's title, price label and site name, its image, and links to its page", () => {
    expect(dealNotification(DEAL, 'Daily Deals')).toEqual({
      title: 'Cast iron skillet',
      options: {
        body: 'Under $20 · Daily Deals',
        icon: DEAL.image,
        image: DEAL.image,
        badge: '/icon-192.png',
        tag: 'deal-42',
        data: { url: '/deals/42?src=push' },
      },
    });
  });

  it("uses the site's icon for a deal without an image", () => {
    const { options } = dealNotification({ ...DEAL, image: null }, 'Daily Deals');
    expect(options.icon).toBe('/icon-192.png');
    expect(options).not.toHaveProperty('image');
  });

  it('still shows the site for a push it cannot read, linking home', () => {
    for (const payload of [null, 'text', { id: 1 }]) {
      expect(dealNotification(payload, 'Daily Deals')).toMatchObject({
        title: 'Daily Deals',
        options: { data: { url: '/' } },
      });
    }
  });
});
