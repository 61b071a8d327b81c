// The keyword may repeat ("Coupon Code: X"); the token must sit on the same line, and end
// where token characters end so "coupon 20% off" cannot yield "20".
const COUPON_CODE =
  /\b(?:use[ \t]+)?(?:code|coupon)\b(?:[ \t]+(?:code|coupon)\b)*[ \t]*[:\-–—]?[ \t]*([A-Za-z0-9_-]+)(?![A-Za-z0-9_%-])/gi;

const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;

// Words that follow "code"/"coupon" in ordinary sentences ("clip coupon on page", "no code needed").
const NOT_A_CODE = new Set([
  'a',
  'an',
  'and',
  'applied',
  'applies',
  'apply',
  'are',
  'as',
  'at',
  'auto',
  'automatically',
  'available',
  'below',
  'box',
  'by',
  'checkout',
  'clip',
  'clipped',
  'discount',
  'field',
  'for',
  'from',
  'here',
  'if',
  'in',
  'is',
  'needed',
  'no',
  'none',
  'not',
  'of',
  'on',
  'or',
  'page',
  'promo',
  'required',
  'the',
  'to',
  'when',
  'will',
  'with',
]);

export function extractCouponCode(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const match of text.matchAll(COUPON_CODE)) {
    const token = match[1].replace(/^-+|-+$/g, '');
    if (HAS_LETTER_OR_DIGIT.test(token) && !NOT_A_CODE.has(token.toLowerCase())) return token;
  }
  return null;
}
