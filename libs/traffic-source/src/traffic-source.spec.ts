import { trafficSourceOf } from './traffic-source';

const siteHost = 'deals.example.com';

describe('trafficSourceOf', () => {
  it('counts a src as a campaign, whatever the referrer', () => {
    expect(
      trafficSourceOf({
        landingUrl: 'https://deals.example.com/deals/12?src=email',
        referrer: 'https://mail.google.com/',
        siteHost,
      }),
    ).toEqual({ name: 'email', group: 'campaign', medium: null, campaign: null });
  });

  it('keeps the UTM medium and campaign', () => {
    expect(
      trafficSourceOf({
        landingUrl: '/?utm_source=facebook&utm_medium=social&utm_campaign=spring-sale',
        referrer: 'https://l.facebook.com/',
        siteHost,
      }),
    ).toEqual({ name: 'facebook', group: 'campaign', medium: 'social', campaign: 'spring-sale' });
  });

  it('counts a src even when the site itself referred', () => {
    expect(
      trafficSourceOf({
        landingUrl: '/go/12?src=share',
        referrer: 'https://deals.example.com/deals/12',
        siteHost,
      })?.name,
    ).toBe('share');
  });

  it('falls back to the referrer', () => {
    expect(
      trafficSourceOf({
        landingUrl: 'https://deals.example.com/',
        referrer: 'https://www.google.com/',
        siteHost,
      }),
    ).toEqual({ name: 'Google', group: 'search', medium: null, campaign: null });
  });

  it('falls back to the referrer when src is malformed', () => {
    expect(
      trafficSourceOf({
        landingUrl: 'https://deals.example.com/?src=%3C%3E',
        referrer: 'https://t.co/abc',
        siteHost,
      })?.name,
    ).toBe('Twitter');
  });

  it('counts no referrer as direct', () => {
    expect(
      trafficSourceOf({ landingUrl: 'https://deals.example.com/', referrer: '', siteHost }),
    ).toEqual({ name: 'direct', group: 'direct', medium: null, campaign: null });
  });

  it('is no source when the site itself referred and no src was given', () => {
    expect(
      trafficSourceOf({
        landingUrl: 'https://deals.example.com/fashion',
        referrer: 'https://www.deals.example.com/',
        siteHost,
      }),
    ).toBeNull();
  });
});
