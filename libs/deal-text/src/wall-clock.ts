import type { ZoneOffsets } from '@deal-site/ssr-contract';

// A browser's first use of Intl loads ICU's data and costs 40-90 ms of the page's main thread,
// which no time label on a card is worth: the server works out the site zone's offsets, where Intl
// is cheap, and the page hands them to the browser (`zoneOffsets`, `rememberZoneOffsets`).

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** Building a formatter is costly: one per zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const knownOffsets = new Map<string, ZoneOffsets>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK, timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockFromIntl(utcMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour % 24,
    parts.minute,
    parts.second,
  );
}

function knownOffsetAt(wholeSeconds: number, timeZone: string): number | undefined {
  const known = knownOffsets.get(timeZone);
  if (!known || !(wholeSeconds >= known.spans[0][0] && wholeSeconds < known.until))
    return undefined;
  const { spans } = known;
  let low = 0;
  let high = spans.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (spans[middle][0] <= wholeSeconds) low = middle;
    else high = middle - 1;
  }
  return spans[low][1];
}

/** The wall-clock reading in the zone, to the second, written as if it were a UTC time. */
export function wallClockAsUtc(utcMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(utcMs / 1000) * 1000;
  const known = knownOffsetAt(wholeSeconds, timeZone);
  return known === undefined ? wallClockFromIntl(utcMs, timeZone) : wholeSeconds + known;
}

export function offsetAt(utcMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(utcMs / 1000) * 1000;
  return wallClockAsUtc(wholeSeconds, timeZone) - wholeSeconds;
}

const SECOND_MS = 1000;
/** Offsets never change twice within a day: transitions are months apart. */
const PROBE_STEP_MS = 24 * 60 * 60 * 1000;

/** The first whole second after `before` whose offset differs from `before`'s (found by halving). */
function changeBetween(before: number, after: number, timeZone: string): number {
  const offset = wallClockFromIntl(before, timeZone) - before;
  let low = before;
  let high = after;
  while (high - low > SECOND_MS) {
    const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
    if (wallClockFromIntl(middle, timeZone) - middle === offset) low = middle;
    else high = middle;
  }
  return high;
}

/** The zone's offsets from `from` until `until`, read from Intl. */
export function zoneOffsets(timeZone: string, from: Date, until: Date): ZoneOffsets {
  const start = Math.floor(from.getTime() / SECOND_MS) * SECOND_MS;
  const end = Math.floor(until.getTime() / SECOND_MS) * SECOND_MS;
  const offsetFromIntl = (at: number) => wallClockFromIntl(at, timeZone) - at;
  const spans: [number, number][] = [[start, offsetFromIntl(start)]];
  for (let probe = start; probe < end; probe += PROBE_STEP_MS) {
    const next = Math.min(probe + PROBE_STEP_MS, end);
    if (offsetFromIntl(next) === spans[spans.length - 1][1]) continue;
    const change = changeBetween(probe, next, timeZone);
    spans.push([change, offsetFromIntl(change)]);
  }
  return { timeZone, until: end, spans };
}

/** Reads the zone's times from these offsets from now on, where they reach; Intl elsewhere. */
export function rememberZoneOffsets(offsets: ZoneOffsets): void {
  if (offsets.spans.length > 0) knownOffsets.set(offsets.timeZone, offsets);
}
