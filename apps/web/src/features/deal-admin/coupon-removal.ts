import { extractCouponCode } from '@deal-site/deal-text';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same phrase shape extractCouponCode reads, pinned to one code. */
function codePhrase(code: string): RegExp {
  return new RegExp(
    String.raw`\b(?:use[ \t]+)?(?:code|coupon)\b(?:[ \t]+(?:code|coupon)\b)*[ \t]*[:\-–—]?[ \t]*-*${escapeForRegExp(code)}-*(?![A-Za-z0-9_%-])`,
    'i',
  );
}

const HAS_WORD = /[\p{L}\p{N}]/u;

function withoutPhrase(text: string, phrase: RegExp): string {
  return text
    .split('\n')
    .flatMap((line) => {
      if (!phrase.test(line)) return [line];
      const rest = line
        .replace(phrase, '')
        .replace(/[ \t]{2,}/g, ' ')
        .trim();
      // A line that only carried the code ("👉 Code: SAVE10") goes with it.
      return HAS_WORD.test(rest) ? [rest] : [];
    })
    .join('\n');
}

export interface CouponFields {
  title: string;
  description: string;
}

/**
 * Removes the coupon code a card would show ("Use code: SAVE10") from the description, or from
 * the title when the description has none; unchanged when there is no code.
 */
export function deleteCouponCode(fields: CouponFields): CouponFields {
  const inDescription = extractCouponCode(fields.description);
  if (inDescription) {
    return { ...fields, description: withoutPhrase(fields.description, codePhrase(inDescription)) };
  }
  const inTitle = extractCouponCode(fields.title);
  if (inTitle) return { ...fields, title: withoutPhrase(fields.title, codePhrase(inTitle)) };
  return fields;
}

/** The code a card made from these fields would show, as DealCard picks it. */
export function shownCouponCode(fields: CouponFields): string | null {
  return extractCouponCode(fields.description) ?? extractCouponCode(fields.title);
}
