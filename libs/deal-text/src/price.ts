import { findDollarAmounts } from './dollar-amount';

export const PRICE_PARSE_CAP = 1000;

/** Price text as stored: dollar signs gone, whitespace collapsed and trimmed; may be ''. */
export function normalizePrice(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(/\$/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The first dollar amount in the text, when it is at most the cap.
 * A larger first amount yields null rather than a later, smaller one ("$1,299 ... $50 off").
 */
export function parsePriceFromText(text: string | null | undefined): string | null {
  if (!text) return null;
  const [first] = findDollarAmounts(text);
  if (!first || first.value > PRICE_PARSE_CAP) return null;
  return first.text;
}
