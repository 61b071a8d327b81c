import 'reflect-metadata';
import { AppError } from '../../common/app-error';
import { DealCategory } from './deal.entity';
import { parseDealId } from './deal-id';
import { containsPattern } from './deal-search';
import { DEAL_LIMITS, readDealChanges, readNewDeal } from './deal-validation';

function refusal(run: () => unknown): { code: string; field: unknown; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      return { code: error.code, field: error.details.field, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readDealChanges', () => {
  it.each([
    ['title', '  Trimmed 🔥  ', 'Trimmed 🔥'],
    ['title', null, ''],
    ['price', '$19.99', '19.99'],
    ['price', ' $ 1,299 ', '1,299'],
    ['price', 24.5, '24.5'],
    ['price', '0', '0'],
    ['originalPrice', '$40', '40'],
    ['percentOff', 1, 1],
    ['percentOff', 100, 100],
    ['percentOff', '35', 35],
    ['percentOff', null, null],
    ['percentOff', '', null],
    ['affiliateLink', 'https://amzn.to/abc', 'https://amzn.to/abc'],
    ['affiliateLink', 'HTTP://EXAMPLE.COM/X', 'http://example.com/X'],
    ['affiliateLink', 'https://example.com/商品', 'https://example.com/%E5%95%86%E5%93%81'],
    ['affiliateLink', 'https://example.com/café', 'https://example.com/caf%C3%A9'],
    ['affiliateLink', ' https://bücher.example/angebot ', 'https://xn--bcher-kva.example/angebot'],
    ['affiliateLink', '  https://www.target.com/p/1  ', 'https://www.target.com/p/1'],
    ['affiliateLink', '', ''],
    [
      'imageUrl',
      'https://a.example/1.jpg\nhttps://a.example/2.jpg',
      'https://a.example/1.jpg,https://a.example/2.jpg',
    ],
    ['imageUrl', '/uploads/1.jpg, /api/images/2.webp,,', '/uploads/1.jpg,/api/images/2.webp'],
    [
      'imageUrl',
      ['/uploads/1.jpg', 'https://a.example/2.png'],
      '/uploads/1.jpg,https://a.example/2.png',
    ],
    ['imageUrl', '', ''],
    ['category', 'favorites', DealCategory.FAVORITES],
    ['tagline', '  Limited time  ', 'Limited time'],
    ['description', '  kept as written\n', '  kept as written\n'],
  ])('reads %s %p as %p', (field, value, expected) => {
    expect(readDealChanges({ [field]: value })).toEqual({ [field]: expected });
  });

  it.each([
    ['affiliateLink', 'javascript:alert(1)'],
    ['affiliateLink', 'JAVASCRIPT:alert(1)'],
    ['affiliateLink', ' \tjavascript:alert(1)'],
    ['affiliateLink', '\u0000javascript:alert(1)'],
    ['affiliateLink', '\u001fhttps://example.com'],
    ['affiliateLink', 'data:text/html;base64,PHNjcmlwdD4='],
    ['affiliateLink', 'vbscript:msgbox(1)'],
    ['affiliateLink', 'https://'],
    ['affiliateLink', 'https://exa mple.com'],
    ['affiliateLink', 'mailto:a@b.example'],
    ['affiliateLink', `https://example.com/${'a'.repeat(DEAL_LIMITS.affiliateLink)}`],
    // Stored in its ASCII form, where each of these characters takes nine.
    ['affiliateLink', `https://example.com/${'商'.repeat(DEAL_LIMITS.affiliateLink / 4)}`],
    ['imageUrl', 'javascript:alert(1)'],
    ['imageUrl', 'https://ok.example/a.jpg,DATA:image/svg+xml,<svg onload=alert(1)>'],
    ['imageUrl', '//evil.example/a.jpg'],
    ['imageUrl', 'uploads/relative.jpg'],
    ['imageUrl', '/uploads/a b.jpg'],
    ['imageUrl', [42]],
    ['percentOff', 0],
    ['percentOff', 101],
    ['percentOff', 99.5],
    ['percentOff', '50%'],
    ['percentOff', true],
    ['category', 'other'],
    ['category', 'FASHION'],
    ['category', null],
    ['title', 'x'.repeat(DEAL_LIMITS.title + 1)],
    ['title', ['a list']],
    ['price', { amount: 5 }],
    ['price', Number.NaN],
    ['tagline', 7],
  ])('refuses %s %p with BAD_USER_INPUT naming the field', (field, value) => {
    expect(refusal(() => readDealChanges({ [field]: value }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field,
    });
  });

  it('counts characters, not UTF-16 units: 500 emoji fit the title', () => {
    const title = '😀'.repeat(DEAL_LIMITS.title);
    expect(readDealChanges({ title }).title).toBe(title);
  });

  it('ignores every field a client may not set and leaves out what was not sent', () => {
    expect(
      readDealChanges({
        title: 'Kept',
        id: 5,
        clicks: 1000,
        userId: 3,
        active: 0,
        createdAt: '2001-01-01',
        updatedAt: '2001-01-01',
        sourcePostId: 'x',
        description: undefined,
      }),
    ).toEqual({ title: 'Kept' });
  });

  it.each([[null], ['text'], [[{ title: 'x' }]]])('refuses a body of %p', (body) => {
    expect(refusal(() => readDealChanges(body)).code).toBe('BAD_USER_INPUT');
  });
});

describe('readNewDeal', () => {
  it('fills defaults: daily, no percent, empty texts', () => {
    expect(readNewDeal({ title: 'Only a title' })).toEqual({
      title: 'Only a title',
      description: '',
      price: '',
      originalPrice: '',
      percentOff: null,
      affiliateLink: '',
      imageUrl: '',
      tagline: '',
      category: DealCategory.DAILY,
      expiresAt: null,
    });
  });

  it('needs a title or a description', () => {
    expect(readNewDeal({ description: 'Line one\nLine two' }).title).toBe('');
    expect(refusal(() => readNewDeal({ title: '   ', description: ' ' }))).toMatchObject({
      field: 'title',
      message: 'A deal needs a title or a description',
    });
  });
});

describe('parseDealId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [7, 7],
    ['2147483647', 2147483647],
  ])('reads %p as %p', (raw, id) => {
    expect(parseDealId(raw)).toBe(id);
  });

  it.each([['0'], ['-1'], ['abc'], ['1e3'], ['01'], [' 1'], ['2147483648'], [1.5], [null]])(
    'answers NOT_FOUND for %p',
    (raw) => {
      expect(refusal(() => parseDealId(raw)).code).toBe('NOT_FOUND');
    },
  );
});

describe('containsPattern', () => {
  it.each([
    ['Tee', '%tee%'],
    ['100%', '%100\\%%'],
    ['snake_case', '%snake\\_case%'],
    ['a\\b', '%a\\\\b%'],
    ['ÉTÉ', '%été%'],
  ])('turns %p into %p', (search, pattern) => {
    expect(containsPattern(search)).toBe(pattern);
  });
});
