import { rememberRecent } from './recent-answers';
import { zoneFormatter } from './zone-formatter';

const PRICE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const formatterFor = (timeZone: string) => zoneFormatter('price-time', timeZone, PRICE_TIME);

// The key is the zone, a NUL, then the ISO time: the cards of a list ask for the same few times
// on every render, and formatting one costs tens of microseconds.
const labelOf = rememberRecent((key: string): string => {
  const separator = key.indexOf('\0');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const formatter = formatterFor(key.slice(0, separator));
  for (const part of formatter.formatToParts(new Date(key.slice(separator + 1)))) {
    if (part.type !== 'literal') parts[part.type] = part.value;
  }
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
});

/**
 * When a price was set, in the site's zone: "Nov 27, 2026, 3:05 PM". Built from parts with plain
 * spaces, because ICU versions differ in the spaces they put before "PM" and the server's render
 * must match the browser's.
 */
export function priceTimeLabel(iso: string, timeZone: string): string {
  return labelOf(`${timeZone}\0${iso}`);
}
