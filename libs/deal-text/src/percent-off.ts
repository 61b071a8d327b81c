import { type DealLike } from './types';

export const PERCENT_OFF_MIN = 1;
export const PERCENT_OFF_MAX = 100;

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)`;
const PERCENT_OFF_PATTERNS = [
  new RegExp(String.raw`${NUMBER}\s*%\s*(?:off|discount|savings?)\b`, 'gi'),
  new RegExp(String.raw`\bsave\s+(?:up\s+to\s+|an\s+extra\s+|extra\s+)?${NUMBER}\s*%`, 'gi'),
  // Deal posts often write the discount as a bare negative badge: "-40%".
  new RegExp(String.raw`(?:^|[\s(])-\s?${NUMBER}\s*%`, 'gi'),
];

/** True for the whole-number range the server stores (1..100). */
export function isValidPercentOff(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PERCENT_OFF_MIN &&
    value <= PERCENT_OFF_MAX
  );
}

function isAcceptedPercent(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= PERCENT_OFF_MAX;
}

/** The earliest accepted discount percentage written in the text ("40% off", "Save 25%"). */
export function parsePercentOff(text: string | null | undefined): number | null {
  if (!text) return null;
  const found = PERCENT_OFF_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)])
    .map((match) => ({ index: match.index, value: Number(match[1]) }))
    .filter((candidate) => isAcceptedPercent(candidate.value))
    .sort((a, b) => a.index - b.index);
  return found.length > 0 ? found[0].value : null;
}

/** The stored percent when it is in range, else one parsed from the description. */
export function percentOffOf(deal: Pick<DealLike, 'percentOff' | 'description'>): number | null {
  const stored = storedPercentOff(deal.percentOff);
  return stored ?? parsePercentOff(deal.description);
}

/** A percent stored on the deal (number, or text from a form), when it is in range. */
export function storedPercentOff(value: DealLike['percentOff']): number | null {
  if (typeof value === 'number') return isAcceptedPercent(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const numeric = Number(value.trim().replace(/\s*%$/, ''));
  return isAcceptedPercent(numeric) ? numeric : null;
}
