import { extractCouponCode } from './coupon-code';

describe('extractCouponCode', () => {
  it.each([
    ['code with colon', 'Use code: SAVE20 at checkout', 'SAVE20'],
    ['"use code" without colon', 'use code SPRING-25 today', 'SPRING-25'],
    ['"coupon" keyword', 'Coupon FREESHIP applies', 'FREESHIP'],
    ['keyword in any case', 'CODE: deal_10', 'deal_10'],
    ['repeated keyword', 'Coupon Code: TAKE15', 'TAKE15'],
    ['promo code', 'Promo code BFCM2026 ends tonight', 'BFCM2026'],
    ['dash separator', 'Code - SUMMER', 'SUMMER'],
    ['digits-only token', 'code 4421', '4421'],
    ['lowercase word token', 'use code summer', 'summer'],
    ['code later in a multi-line post', 'Stanley Cup 40oz\n$19.99\nUse code CUP10', 'CUP10'],
    ['skips a sentence word, finds the real code', 'Clip coupon on page + code EXTRA5', 'EXTRA5'],
    ['trailing hyphen is not part of the code', 'code ABC- then', 'ABC'],
  ])('finds the code: %s', (_case, text, expected) => {
    expect(extractCouponCode(text)).toBe(expected);
  });

  it.each([
    ['keyword followed by nothing', 'enter your code'],
    ['keyword followed by punctuation only', 'code: !!!'],
    ['token of hyphens and underscores only', 'code: --__'],
    ['keyword inside another word', 'barcode scanner XYZ'],
    ['plural is not the keyword', 'codes ABC are listed'],
    ['no code needed', 'Price drops at checkout, no code needed'],
    ['clip coupon instruction', 'Clip the coupon on the product page'],
    ['percent after coupon is not a code', 'Clip coupon 20% off'],
    ['token on the next line', 'Clip coupon\nhttps://amzn.to/3xyz'],
    ['empty text', ''],
    ['null', null],
  ])('finds nothing: %s', (_case, text) => {
    expect(extractCouponCode(text)).toBeNull();
  });
});
