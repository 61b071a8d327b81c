import { landingPageOf } from './landing-page';

describe('landingPageOf', () => {
  it.each([
    ['/', 'home', '/'],
    ['', 'home', '/'],
    ['/?src=email', 'home', '/'],
    ['https://deals.example.com/?utm_source=x#top', 'home', '/'],
    ['/?q=', 'home', '/'],
    ['/?q=air+fryer', 'search', '/'],
    ['https://deals.example.com/?q=lego&sort=new', 'search', '/'],
    ['/fashion', 'section', '/fashion'],
    ['/Fashion/', 'section', '/fashion'],
    ['/fashion?q=boots', 'search', '/fashion'],
    ['/favorites', 'section', '/favorites'],
    ['/favorites?q=tv', 'search', '/favorites'],
    ['/deals/12', 'deal', '/deals/12'],
    ['/deals/12/?src=telegram#details', 'deal', '/deals/12'],
    ['https://deals.example.com/deals/2147483647', 'deal', '/deals/2147483647'],
    ['/deals/2147483648', 'other', '/deals/2147483648'],
    ['/deals/012', 'other', '/deals/012'],
    ['/deals/abc', 'other', '/deals/abc'],
    ['/deals', 'other', '/deals'],
    ['/stores', 'stores', '/stores'],
    ['/stores/', 'stores', '/stores'],
    ['/stores/bestbuy', 'store', '/stores/bestbuy'],
    ['/stores/1-800-flowers?q=roses', 'store', '/stores/1-800-flowers'],
    ['/stores/best%20buy', 'other', '/stores/best%20buy'],
    ['/stores/bestbuy/extra', 'other', '/stores/bestbuy/extra'],
    ['/privacy', 'other', '/privacy'],
    ['//fashion', 'section', '/fashion'],
    ['/deals//12', 'deal', '/deals/12'],
  ])('makes %j a %s page at %s', (path, kind, normalized) => {
    expect(landingPageOf(path)).toEqual({ kind, path: normalized });
  });

  it('keeps at most 128 characters of a path', () => {
    const page = landingPageOf(`/${'x'.repeat(1000)}?q=y`);
    expect(page).toEqual({ kind: 'other', path: `/${'x'.repeat(127)}` });
  });

  it('never throws on a malformed URL', () => {
    expect(landingPageOf('http://[::1')).toEqual({ kind: 'other', path: '/' });
    expect(landingPageOf(undefined as unknown as string)).toEqual({ kind: 'other', path: '/' });
  });
});
