import { DEFAULT_AFTER_SIGN_IN, rememberedOrigin, sameSitePath } from './remembered-origin';

describe('rememberedOrigin', () => {
  it('prefers the router state', () => {
    expect(rememberedOrigin({ from: '/admin' }, '?from=/fashion')).toBe('/admin');
  });

  it('falls back to the from query parameter', () => {
    expect(rememberedOrigin(null, '?from=%2Fadmin')).toBe('/admin');
    expect(rememberedOrigin({ other: 1 }, '?from=/favorites')).toBe('/favorites');
  });

  it('is undefined when nothing was remembered', () => {
    expect(rememberedOrigin(undefined, '')).toBeUndefined();
    expect(rememberedOrigin({ from: '' }, '?from=')).toBeUndefined();
  });
});

describe('sameSitePath', () => {
  it('keeps a path on this site', () => {
    expect(sameSitePath('/admin')).toBe('/admin');
    expect(sameSitePath('/#yesterday-deals')).toBe('/#yesterday-deals');
  });

  it.each([
    undefined,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('replaces %p with the admin page', (path) => {
    expect(sameSitePath(path)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
