import { landingSourceOf } from './landing-source';

describe('landingSourceOf', () => {
  it('reads src', () => {
    expect(landingSourceOf('https://deals.example.com/deals/12?src=telegram')).toEqual({
      src: 'telegram',
      medium: null,
      campaign: null,
    });
  });

  it('reads utm_source with its medium and campaign', () => {
    const url =
      'https://deals.example.com/?utm_source=Newsletter&utm_medium=Email&utm_campaign=Black%20Friday';
    expect(landingSourceOf(url)).toEqual({
      src: 'newsletter',
      medium: 'email',
      campaign: 'black friday',
    });
  });

  it('lets src win over utm_source', () => {
    expect(landingSourceOf('https://d.example/?utm_source=google&src=feed')?.src).toBe('feed');
  });

  it('takes the first of a repeated src', () => {
    expect(landingSourceOf('https://d.example/?src=push&src=email')?.src).toBe('push');
  });

  it('falls back to utm_source when src holds nothing countable', () => {
    expect(landingSourceOf('https://d.example/?src=%3C%3E&utm_source=bing')?.src).toBe('bing');
  });

  it('reads a path and a URL object', () => {
    expect(landingSourceOf('/go/12?src=share')?.src).toBe('share');
    expect(landingSourceOf(new URL('https://d.example/?src=email'))?.src).toBe('email');
  });

  it('bounds a huge value', () => {
    expect(landingSourceOf(`https://d.example/?src=${'a'.repeat(5000)}`)?.src).toHaveLength(64);
  });

  it.each([
    ['https://d.example/deals/12'],
    ['https://d.example/?utm_medium=email&utm_campaign=spring'],
    ['https://d.example/?src='],
    ['https://d.example/?src=%00%3C%3E%22'],
    ['http://[::1'],
    [''],
  ])('finds no source in %j', (url) => {
    expect(landingSourceOf(url)).toBeNull();
  });

  it('reads a broken percent escape as the text it is', () => {
    expect(landingSourceOf('https://d.example/?src=tele%E0%A4gram%')?.src).toBe('telegram');
  });

  it('never throws on what is not a URL', () => {
    expect(landingSourceOf(undefined as unknown as string)).toBeNull();
    expect(landingSourceOf(42 as unknown as string)).toBeNull();
  });
});
