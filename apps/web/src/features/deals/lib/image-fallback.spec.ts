import {
  dealImageSources,
  thumbnailSource,
  uploadFallback,
  uploadedImageName,
} from './image-fallback';

const NAME = `${'0a'.repeat(16)}.jpg`;

describe('deal image sources', () => {
  it('serves an upload through the resizer at 400 and 800 px over a 50 px blurred placeholder', () => {
    expect(dealImageSources(`/uploads/${NAME}`)).toEqual({
      src: `/api/images/${NAME}?w=400`,
      srcSet: `/api/images/${NAME}?w=400 400w, /api/images/${NAME}?w=800 800w`,
      placeholder: `/api/images/${NAME}?w=50&quality=10&blur=5`,
    });
    expect(dealImageSources(`/api/images/${NAME}?w=1200`).src).toBe(`/api/images/${NAME}?w=400`);
  });

  it('uses absolute URLs and names the server did not make as they are', () => {
    for (const url of ['https://cdn.example/a.jpg', '/uploads/earbuds-1.png', `/other/${NAME}`]) {
      expect(dealImageSources(url)).toEqual({ src: url });
      expect(thumbnailSource(url)).toBe(url);
      expect(uploadedImageName(url)).toBeNull();
    }
  });

  it('falls back from the resizer to the original upload, and no further', () => {
    expect(uploadFallback(`/api/images/${NAME}?w=400`)).toBe(`/uploads/${NAME}`);
    expect(uploadFallback(`/uploads/${NAME}`)).toBeNull();
    expect(uploadFallback('https://cdn.example/a.jpg')).toBeNull();
  });
});
