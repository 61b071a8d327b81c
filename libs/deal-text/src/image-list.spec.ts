import { normalizeImageList, splitImageList } from './image-list';

describe('normalizeImageList', () => {
  it.each([
    [
      'newline-separated',
      '/api/images/a.jpg\n/api/images/b.jpg',
      '/api/images/a.jpg,/api/images/b.jpg',
    ],
    ['comma-separated with spaces', ' a.jpg , b.jpg ', 'a.jpg,b.jpg'],
    ['mixed with blank lines and CRLF', 'a.jpg\r\n\r\n, ,b.jpg,\n', 'a.jpg,b.jpg'],
    ['single entry', 'https://cdn.x.com/p.png', 'https://cdn.x.com/p.png'],
    ['empty', '', ''],
    ['null', null, ''],
  ])('%s', (_case, input, expected) => {
    expect(normalizeImageList(input)).toBe(expected);
  });
});

describe('splitImageList', () => {
  it.each([
    ['stored list', 'a.jpg,b.jpg,c.jpg', ['a.jpg', 'b.jpg', 'c.jpg']],
    ['drops empties', ',a.jpg,,', ['a.jpg']],
    ['empty', '', []],
    ['undefined', undefined, []],
  ])('%s', (_case, value, expected) => {
    expect(splitImageList(value)).toEqual(expected);
  });
});
