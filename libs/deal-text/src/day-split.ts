import { offsetAt, wallClockAsUtc } from './wall-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface DayWindows {
  todayStart: Date;
  yesterdayStart: Date;
  tomorrowStart: Date;
}

function calendarDateOf(utcDate: Date): LocalDate {
  return {
    year: utcDate.getUTCFullYear(),
    month: utcDate.getUTCMonth() + 1,
    day: utcDate.getUTCDate(),
  };
}

function localDateOf(utcMs: number, timeZone: string): LocalDate {
  return calendarDateOf(new Date(wallClockAsUtc(utcMs, timeZone)));
}

function isSameDate(a: LocalDate, b: LocalDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * The first instant whose local date is the given one. Midnight is tried under the offsets
 * in force around it; the earliest candidate that really falls on that date wins, which also
 * covers zones whose clocks skip midnight itself.
 */
function startOfLocalDate(date: LocalDate, timeZone: string): Date {
  const wallMidnight = Date.UTC(date.year, date.month - 1, date.day);
  const candidates = [wallMidnight - DAY_MS, wallMidnight, wallMidnight + DAY_MS]
    .map((probe) => wallMidnight - offsetAt(probe, timeZone))
    .filter((candidate) => isSameDate(localDateOf(candidate, timeZone), date));
  return new Date(Math.min(...candidates));
}

function shiftDate(date: LocalDate, days: number): LocalDate {
  return calendarDateOf(new Date(Date.UTC(date.year, date.month - 1, date.day + days)));
}

/** The UTC instant of local midnight of the day holding `instant` in the IANA zone. */
export function startOfDayInZone(instant: Date, timeZone: string): Date {
  return startOfLocalDate(localDateOf(instant.getTime(), timeZone), timeZone);
}

interface LocalDay {
  windows: DayWindows;
  /** Today's date, YYYY-MM-DD. */
  date: string;
}

// The last day worked out per zone: it holds for every instant from today's start to tomorrow's,
// and working it out takes about twenty time-zone conversions, against two comparisons to reuse.
const lastDays = new Map<string, LocalDay>();

function localDayHolding(now: Date, timeZone: string): LocalDay {
  const instant = now.getTime();
  const last = lastDays.get(timeZone);
  if (
    last &&
    last.windows.todayStart.getTime() <= instant &&
    instant < last.windows.tomorrowStart.getTime()
  )
    return last;
  const today = localDateOf(instant, timeZone);
  const { year, month, day } = today;
  const found = {
    windows: {
      todayStart: startOfLocalDate(today, timeZone),
      yesterdayStart: startOfLocalDate(shiftDate(today, -1), timeZone),
      tomorrowStart: startOfLocalDate(shiftDate(today, 1), timeZone),
    },
    date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
  lastDays.set(timeZone, found);
  return found;
}

/** The calendar date holding `instant` in the IANA zone, as YYYY-MM-DD. */
export function localDateString(instant: Date, timeZone: string): string {
  return localDayHolding(instant, timeZone).date;
}

/**
 * Starts of yesterday, today and tomorrow in the zone; days may be 23 or 25 hours long. The
 * answer may be shared with other callers of the same day: read it, do not change its dates.
 */
export function dayWindows(now: Date, timeZone: string): DayWindows {
  return localDayHolding(now, timeZone).windows;
}
