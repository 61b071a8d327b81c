import { offsetAt, wallClockAsUtc } from './wall-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock reading of `instant` in the IANA zone, as a datetime-local input shows it: "YYYY-MM-DDTHH:MM". */
export function localDateTimeString(instant: Date, timeZone: string): string {
  const wall = new Date(wallClockAsUtc(instant.getTime(), timeZone));
  return (
    `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/**
 * The instant a "YYYY-MM-DDTHH:MM" wall-clock reading names in the IANA zone, or null when the
 * text is no such reading. A reading the clocks pass twice (autumn) is the earlier; one they skip
 * (spring) is read with the offset before the change, landing just after it.
 */
export function instantOfLocalDateTime(text: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  )
    return null;
  const candidates = [wall - DAY_MS, wall + DAY_MS].map(
    (probe) => wall - offsetAt(probe, timeZone),
  );
  const exact = candidates.filter((candidate) => wallClockAsUtc(candidate, timeZone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}
