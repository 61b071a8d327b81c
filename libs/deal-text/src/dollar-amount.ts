export interface DollarAmount {
  /** The amount as digits, thousands separators removed: "1299.99". */
  text: string;
  value: number;
  /** Where the dollar sign starts in the searched text. */
  start: number;
  /** Just past the last digit. */
  end: number;
}

const DOLLAR_AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d,]\d)/g;

export function findDollarAmounts(text: string): DollarAmount[] {
  return [...text.matchAll(DOLLAR_AMOUNT)].map((match) => {
    const digits = match[1].replace(/,/g, '');
    return {
      text: digits,
      value: Number(digits),
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}
