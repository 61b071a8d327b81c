import { type DollarAmount, findDollarAmounts } from './dollar-amount';
import { PRICE_PARSE_CAP } from './price';

export interface PastedPrices {
  price: string;
  originalPrice: string;
}

// A cue word ("was", "reg.", "List Price:") or markdown strike-through ("~~$39.99~~").
const ORIGINAL_PRICE_CUE =
  /(?:\b(?:was|reg(?:ular(?:ly)?)?|list|orig(?:inal(?:ly)?)?|retails?(?:\s+for)?|msrp|compare\s+at|typically|normally|usually|before)\b\.?\s*(?:price)?\s*[:-]?|~~?)\s*$/i;
// "Save $10", "orders over $35", "$10 off", "$5 back", "$25+" are amounts, not the price.
const NOT_A_PRICE_BEFORE =
  /\b(?:save|saving|savings|extra|additional|over|spend|orders?|min(?:imum)?|earn|get)\b\s*(?:of|an?)?\s*(?:extra)?\s*:?\s*$/i;
const NOT_A_PRICE_AFTER =
  /^(?:\+|\s*(?:off\b|coupon|discount|credit|back\b|cash\s*back|gift\s*card|promo|savings|or\s+more))/i;

function lineBefore(text: string, amount: DollarAmount): string {
  return text.slice(text.lastIndexOf('\n', amount.start - 1) + 1, amount.start);
}

function lineAfter(text: string, amount: DollarAmount): string {
  const lineEnd = text.indexOf('\n', amount.end);
  return text.slice(amount.end, lineEnd === -1 ? undefined : lineEnd);
}

/**
 * The current price is the lowest plain dollar amount within the cap; the original price is
 * the first amount introduced by "was", "reg", "list" and the like (any size).
 */
export function findPastedPrices(text: string): PastedPrices {
  let originalPrice = '';
  const currentPrices: DollarAmount[] = [];
  for (const amount of findDollarAmounts(text)) {
    const before = lineBefore(text, amount);
    if (ORIGINAL_PRICE_CUE.test(before)) {
      originalPrice ||= amount.text;
    } else if (
      !NOT_A_PRICE_BEFORE.test(before) &&
      !NOT_A_PRICE_AFTER.test(lineAfter(text, amount))
    ) {
      if (amount.value <= PRICE_PARSE_CAP) currentPrices.push(amount);
    }
  }
  const lowest = currentPrices.reduce<DollarAmount | null>(
    (best, amount) => (best === null || amount.value < best.value ? amount : best),
    null,
  );
  return { price: lowest?.text ?? '', originalPrice };
}
