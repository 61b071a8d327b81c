import { parseVariantRequest, snapWidth } from './variant-request';

describe('parseVariantRequest', () => {
  it('snaps widths up to the fixed set and caps them at the largest', () => {
    expect([1, 50, 51, 300, 400, 799, 1200, 5000].map(snapWidth)).toEqual([
      50, 50, 200, 400, 400, 800, 1200, 1200,
    ]);
  });

  it('clamps quality to 1..100 and blur to 0..20, rounding both', () => {
    expect(parseVariantRequest({ quality: '0', blur: '-3' }, undefined)).toMatchObject({
      quality: 1,
      blur: 0,
    });
    expect(parseVariantRequest({ quality: '250', blur: '99.6' }, undefined)).toMatchObject({
      quality: 100,
      blur: 20,
    });
    expect(parseVariantRequest({ quality: '10.4', blur: '2.5' }, undefined)).toMatchObject({
      quality: 10,
      blur: 3,
    });
  });

  it('defaults to 1200 px, quality 75, no blur, WebP', () => {
    expect(parseVariantRequest({}, 'image/webp,*/*')).toEqual({
      width: 1200,
      quality: 75,
      blur: 0,
      format: 'webp',
    });
  });

  it('answers AVIF only to a client that accepts it', () => {
    expect(parseVariantRequest({}, 'image/avif,image/webp,*/*').format).toBe('avif');
    expect(parseVariantRequest({}, '*/*').format).toBe('webp');
  });

  it.each([
    ['w', 'abc'],
    ['w', '1e3'],
    ['w', 'Infinity'],
    ['quality', '50%'],
    ['blur', 'NaN'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseVariantRequest({ [name]: value }, undefined)).toThrow(
      `${name} must be a number`,
    );
  });

  it('refuses a parameter given twice', () => {
    expect(() => parseVariantRequest({ w: ['400', '800'] }, undefined)).toThrow(
      'w must be a number',
    );
  });
});
