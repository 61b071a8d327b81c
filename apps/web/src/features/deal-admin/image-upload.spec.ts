import { imageFilesOf, withImages, withoutImage } from './image-upload';

describe('the admin form image list', () => {
  it('adds uploaded images after the ones already listed, one per line', () => {
    expect(withImages('https://a.example/1.jpg, /uploads/2.png', ['/uploads/3.webp'])).toBe(
      'https://a.example/1.jpg\n/uploads/2.png\n/uploads/3.webp',
    );
    expect(withImages('', ['/uploads/a.jpg', '/uploads/b.jpg'])).toBe(
      '/uploads/a.jpg\n/uploads/b.jpg',
    );
  });

  it('removes one image by its place in the list', () => {
    expect(withoutImage('/uploads/a.jpg\n/uploads/b.jpg,/uploads/c.jpg', 1)).toBe(
      '/uploads/a.jpg\n/uploads/c.jpg',
    );
  });

  it('keeps only image files', () => {
    const files = [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'b.avif', { type: 'image/avif' }),
    ];
    expect(imageFilesOf(files).map((file) => file.name)).toEqual(['a.png', 'b.avif']);
  });
});
