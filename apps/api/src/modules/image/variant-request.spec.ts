import {
  isSiteVariant,
  MAX_VARIANTS_PER_UPLOAD,
  parseVariantRequest,
  snapBlur,
  snapQuality,
  snapWidth,
} from './variant-request';

describe('parseVariantRequest', () => {
  it('snaps widths up to the fixed set and caps them at the largest', () => {
    expect([1, 50, 51, 300, 400, 799, 1200, 5000].map(snapWidth)).toEqual([
      50, 50, 200, 400, 400, 800, 1200, 1200,
    ]);
  });

  it('snaps quality to the nearest of a few levels, ties going up', () => {
    const quality = (value: string) => parseVariantRequest({ quality: value }, undefined).quality;
    expect(
      ['0', '1', '10', '19', '20', '41', '55', '60', '67.5', '75', '82.4', '99', '250'].map(
        quality,
      ),
    ).toEqual([10, 10, 10, 10, 30, 50, 60, 60, 75, 75, 75, 100, 100]);
  });

  it('keeps the qualities the client asks for as they are', () => {
    for (const level of [10, 60, 75]) expect(snapQuality(level)).toBe(level);
  });

  it('snaps blur to 0, 5, 10 or 20', () => {
    expect([-3, 0, 2, 2.6, 5, 7, 8, 14, 15, 16, 99].map(snapBlur)).toEqual([
      0, 0, 0, 5, 5, 5, 10, 10, 20, 20, 20,
    ]);
  });

  it('bounds the variants of one upload, however its URLs are written', () => {
    const names = new Set<string>();
    for (const w of [1, 50, 51, 199, 200, 201, 400, 401, 800, 801, 1200, 5000])
      for (let quality = -5; quality <= 120; quality += 1)
        for (let blur = -2; blur <= 30; blur += 1)
          for (const accept of ['image/avif', '*/*']) {
            const variant = parseVariantRequest(
              { w: String(w), quality: String(quality), blur: String(blur) },
              accept,
            );
            names.add(JSON.stringify(variant));
          }
    expect(names.size).toBe(MAX_VARIANTS_PER_UPLOAD);
    expect(MAX_VARIANTS_PER_UPLOAD).toBe(280);
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

describe('isSiteVariant', () => {
  const fromQuery = (query: string, accept?: string) =>
    isSiteVariant(parseVariantRequest(Object.fromEntries(new URLSearchParams(query)), accept));

  it("knows the sizes the web app's cards, placeholders and thumbnails and the digest ask for", () => {
    for (const query of ['w=400', 'w=800', 'w=50&quality=10&blur=5', 'w=200&quality=60']) {
      expect([fromQuery(query), fromQuery(query, 'image/avif')]).toEqual([true, true]);
    }
  });

  it('counts every other size as arbitrary, however near', () => {
    for (const query of ['', 'w=1200', 'w=400&quality=100', 'w=800&blur=20', 'w=200']) {
      expect(fromQuery(query)).toBe(false);
    }
  });
});
