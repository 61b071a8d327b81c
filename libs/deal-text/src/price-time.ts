import { zoneFormatter } from './zone-formatter';

const PRICE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const formatterFor = (timeZone: string) => zoneFormatter('price-time', timeZone, PRICE_TIME);

/**
 * When a price was set, in the site's zone: "Nov 27, 2026, 3:05 PM". Built from parts with plain
 * spaces, because ICU versions differ in the spaces they put before "PM" and the server's render
 * must match the browser's.
 */
export function priceTimeLabel(iso: string, timeZone: string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(iso))) {
    if (part.type !== 'literal') parts[part.type] = part.value;
  }
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
