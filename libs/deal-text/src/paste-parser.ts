import { extractCouponCode } from './coupon-code';
import { findPastedEndDate } from './end-date';
import { findHttpUrls, isImageUrl, isSafeHttpUrl } from './http-url';
import { findPastedPrices } from './paste-prices';
import { pickTitleLine } from './paste-title';
import { isValidPercentOff, parsePercentOff } from './percent-off';
import { type DealDraft } from './types';

function percentBetween(price: string, originalPrice: string): number | null {
  const current = Number(price);
  const original = Number(originalPrice);
  if (price === '' || originalPrice === '' || !(original > 0)) return null;
  const percent = Math.round(((original - current) / original) * 100);
  return isValidPercentOff(percent) ? percent : null;
}

function writtenPercent(text: string): number | null {
  const parsed = parsePercentOff(text);
  const rounded = parsed === null ? null : Math.round(parsed);
  return isValidPercentOff(rounded) ? rounded : null;
}

export interface DealPasteOptions {
  /** When the post was pasted; "ends Sunday" counts from here. */
  now?: Date;
  /** IANA zone the post's dates are read in; the site's zone, not the browser's. */
  timeZone?: string;
}

/** Reads a pasted deal post into the admin form's fields. */
export function parseDealPaste(
  text: string | null | undefined,
  { now = new Date(), timeZone = 'UTC' }: DealPasteOptions = {},
): DealDraft {
  const source = text ?? '';
  const urls = findHttpUrls(source);
  const { price, originalPrice } = findPastedPrices(source);
  return {
    title: pickTitleLine(source),
    description: source.trim(),
    price,
    originalPrice,
    percentOff: writtenPercent(source) ?? percentBetween(price, originalPrice),
    couponCode: extractCouponCode(source),
    affiliateLink: urls.find((url) => !isImageUrl(url) && isSafeHttpUrl(url)) ?? '',
    imageUrls: [...new Set(urls.filter(isImageUrl))],
    expiresAt: findPastedEndDate(source, { now, timeZone })?.toISOString() ?? null,
  };
}
