import { rememberRecent } from './recent-answers';
import { wallClockAsUtc } from './wall-clock';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The key is the zone, a NUL, then the ISO time: the cards of a list ask for the same few times
// on every render.
const labelOf = rememberRecent((key: string): string => {
  const separator = key.indexOf('\0');
  const instant = Date.parse(key.slice(separator + 1));
  if (Number.isNaN(instant))
    throw new RangeError(`Invalid time value: ${key.slice(separator + 1)}`);
  const wall = new Date(wallClockAsUtc(instant, key.slice(0, separator)));
  const hour = wall.getUTCHours();
  const minute = String(wall.getUTCMinutes()).padStart(2, '0');
  return (
    `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}, ` +
    `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`
  );
});

/**
 * When a price was set, in the site's zone, as en-US writes it: "Nov 27, 2026, 3:05 PM". Written
 * from the wall clock rather than by Intl's own formatting, whose spaces before "PM" differ between
 * ICU versions (the server's render must match the browser's), and which a browser given its zone's
 * offsets need not load at all.
 */
export function priceTimeLabel(iso: string, timeZone: string): string {
  return labelOf(`${timeZone}\0${iso}`);
}
