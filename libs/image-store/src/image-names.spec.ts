import { uploadNameOfPath } from './image-names';

describe('uploadNameOfPath', () => {
  const name = '0123456789abcdef0123456789abcdef.jpg';

  it('names the upload behind its site path', () => {
    expect(uploadNameOfPath(`/uploads/${name}`)).toBe(name);
  });

  it.each([
    `https://cdn.example/uploads/${name}`,
    `/uploads/${name}?w=400`,
    `/uploads/../${name}`,
    '/uploads/photo.jpg',
    `/api/images/${name}`,
    '',
  ])('finds none in %j', (path) => {
    expect(uploadNameOfPath(path)).toBeNull();
  });
});
