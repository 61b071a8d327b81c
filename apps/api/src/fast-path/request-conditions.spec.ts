import { compressionEncoding, plainListEncoding } from './request-conditions';

describe('plainListEncoding', () => {
  it('takes the first of br, gzip and identity the client names', () => {
    expect(plainListEncoding('gzip, deflate, br')).toBe('gzip');
    expect(plainListEncoding('br, gzip')).toBe('br');
    expect(plainListEncoding(' BR ,gzip')).toBe('br');
    expect(plainListEncoding('deflate')).toBe('identity');
    expect(plainListEncoding(undefined)).toBe('identity');
    expect(plainListEncoding('')).toBe('identity');
  });

  it('leaves weights, wildcards and repeats to Express (null)', () => {
    expect(plainListEncoding('br;q=0.5, gzip')).toBeNull();
    expect(plainListEncoding('*')).toBeNull();
    expect(plainListEncoding('gzip, gzip')).toBeNull();
  });

  it('answers a list the same every time, also after more distinct lists than it remembers', () => {
    for (let index = 0; index < 200; index += 1)
      expect(plainListEncoding(`x-${index}, gzip, br`)).toBe('gzip');
    expect(plainListEncoding('br;q=0.5, gzip')).toBeNull();
    expect(plainListEncoding('x-0, gzip, br')).toBe('gzip');
    expect(plainListEncoding('br, gzip')).toBe('br');
  });
});

describe('compressionEncoding', () => {
  it('prefers br, then gzip, whatever the order; null for deflate alone or weights', () => {
    expect(compressionEncoding('gzip, deflate, br')).toBe('br');
    expect(compressionEncoding('gzip')).toBe('gzip');
    expect(compressionEncoding('identity')).toBe('identity');
    expect(compressionEncoding(undefined)).toBe('identity');
    expect(compressionEncoding('deflate')).toBeNull();
    expect(compressionEncoding('gzip;q=1')).toBeNull();
  });

  it('does not share remembered lists with plainListEncoding', () => {
    expect(plainListEncoding('gzip, br')).toBe('gzip');
    expect(compressionEncoding('gzip, br')).toBe('br');
  });
});
