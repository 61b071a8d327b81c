export interface PriceValue {
  /** In the currency's main unit, rounded to cents: 1299.99. */
  readonly amount: number;
  /** ISO 4217 code: "USD". */
  readonly currency: string;
}

const CURRENCY_OF_MARK = new Map([
  ['$', 'USD'],
  ['us$', 'USD'],
  ['usd', 'USD'],
  ['€', 'EUR'],
  ['eur', 'EUR'],
  ['£', 'GBP'],
  ['gbp', 'GBP'],
  ['c$', 'CAD'],
  ['ca$', 'CAD'],
  ['cad', 'CAD'],
  ['a$', 'AUD'],
  ['au$', 'AUD'],
  ['aud', 'AUD'],
  ['₹', 'INR'],
  ['inr', 'INR'],
]);

// The site stores prices without their dollar sign, so a bare number is in dollars.
const SITE_CURRENCY = 'USD';

const CURRENCY_MARK = String.raw`us\$|ca\$|c\$|au\$|a\$|\$|€|£|₹|[a-z]{3}`;
// One amount, a currency mark before or after it, and an "under" or "only" at most: anything more
// ("2 for $5", "$10-$20", "$49/mo") is not a single price.
const PRICE_TEXT = new RegExp(
  String.raw`^(?:(?:under|only|now|just) )?(?<before>${CURRENCY_MARK})? ?(?<number>[\d.,]+) ?(?<after>${CURRENCY_MARK})?$`,
  'i',
);
// Decimals have at most two digits, so a separator followed by three is a thousands separator:
// "1,299" and "1.299" are both 1299, and no text reads both ways.
const POINT_DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$|^\.\d{1,2}$/;
const COMMA_DECIMAL = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;
const FREE = /^free!?$/i;

function numberOf(digits: string): number | null {
  if (POINT_DECIMAL.test(digits)) return Number(digits.replace(/,/g, ''));
  if (COMMA_DECIMAL.test(digits)) return Number(digits.replace(/\./g, '').replace(',', '.'));
  return null;
}

function currencyOf(before: string | undefined, after: string | undefined): string | null {
  const currencies = [before, after]
    .filter((mark): mark is string => mark !== undefined)
    .map((mark) => CURRENCY_OF_MARK.get(mark.toLowerCase()) ?? null);
  if (currencies.length === 0) return SITE_CURRENCY;
  if (currencies.includes(null) || new Set(currencies).size > 1) return null;
  return currencies[0];
}

/**
 * A single posted price as a number in its currency: "$1,299.99", "49" (dollars), "Under $20",
 * "€19,99", "1.299,00 €". "Free" is 0 dollars. Ranges, multi-buys and words give null.
 */
export function parsePriceValue(text: string | null | undefined): PriceValue | null {
  const price = text?.replace(/\s+/g, ' ').trim();
  if (!price) return null;
  if (FREE.test(price)) return { amount: 0, currency: SITE_CURRENCY };
  const groups = PRICE_TEXT.exec(price)?.groups;
  if (!groups) return null;
  const currency = currencyOf(groups.before, groups.after);
  const amount = numberOf(groups.number);
  if (currency === null || amount === null || !Number.isFinite(amount)) return null;
  return { amount: Math.round(amount * 100) / 100, currency };
}
