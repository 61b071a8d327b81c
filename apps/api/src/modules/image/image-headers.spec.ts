import { HSTS_MAX_AGE_SECONDS } from '../../security-headers';
import { imageHeaderLists } from './image-headers';

const variant = { contentType: 'image/webp', length: 1234, etag: '"abc"', negotiated: true };

describe('imageHeaderLists', () => {
  it('sends the body headers, immutable caching, Vary: Accept, nosniff and CORP', () => {
    expect(imageHeaderLists(variant, { https: false }).ok).toEqual({
      'content-type': 'image/webp',
      'content-length': '1234',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"abc"',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('leaves out Vary when the format was not negotiated', () => {
    const { ok } = imageHeaderLists({ ...variant, negotiated: false }, { https: false });
    expect(ok.vary).toBeUndefined();
  });

  it('keeps HSTS for a site served over HTTPS', () => {
    const { ok, notModified } = imageHeaderLists(variant, { https: true });
    for (const list of [ok, notModified]) {
      expect(list['strict-transport-security']).toBe(
        `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
      );
    }
  });

  it('answers 304 with the validators and no body headers', () => {
    const notModified = imageHeaderLists(variant, { https: false }).notModified;
    expect(notModified).toMatchObject({ etag: '"abc"', vary: 'Accept' });
    expect(notModified['content-type']).toBeUndefined();
    expect(notModified['content-length']).toBeUndefined();
  });
});
