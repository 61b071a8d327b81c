import { localDateString, startOfDayInZone } from './day-split';

export interface EndDateOptions {
  now: Date;
  /** IANA zone the named day is read in, e.g. 'America/New_York'. */
  timeZone: string;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// A deal does not run for more than a year; a date further out is a misreading.
const MAX_DAYS_AHEAD = 366;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const MONTH_NAME = String.raw`jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?`;
const WEEKDAY_NAME = String.raw`sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?`;

// Not the tail of a word or of a compound: "walk-through 3/4" names no end date.
const END_KEYWORD = String.raw`(?<![\w-])(?:ends|ending|expires?|expiring|exp|through|thru|until|till|til)`;
// "Ends: ", "Exp. ", "ends on ", "until this "; the date must sit on the keyword's line.
const GAP = String.raw`(?:\.?[ \t]*:[ \t]*|\.?[ \t]+)(?:(?:on|at|this)[ \t]+)?`;
// "Sunday, 12/31": the date decides, the weekday is only read when it stands alone.
const WEEKDAY_BEFORE_DATE = String.raw`(?:(?:${WEEKDAY_NAME})\.?,?[ \t]+)?`;
// The lookahead rejects a longer run of digits and slashes ("12/31/202", "1/2/3/4").
const NUMERIC_DATE = String.raw`(?<month>\d{1,2})\/(?<day>\d{1,2})(?:\/(?<year>\d{4}|\d{2}))?(?![\d\/])`;
const NAMED_DATE = String.raw`(?<monthName>${MONTH_NAME})\.?[ \t]+(?<nameDay>\d{1,2})(?!\d)(?:st|nd|rd|th)?(?:,?[ \t]+(?<nameYear>\d{4})(?!\d))?`;
const WEEKDAY = String.raw`(?<weekday>${WEEKDAY_NAME})\b`;
const RELATIVE_DAY = String.raw`(?<relativeDay>today|tonight|tomorrow|midnight)\b`;

const END_PHRASE = new RegExp(
  `${END_KEYWORD}${GAP}(?:${WEEKDAY_BEFORE_DATE}(?:${NUMERIC_DATE}|${NAMED_DATE})|${WEEKDAY}|${RELATIVE_DAY})`,
  'gi',
);

function parseIsoDate(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year, month, day };
}

function utcMidnightOf(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

// Date.UTC rolls 2/30 over into March; a real date survives the round trip unchanged.
function isRealDate(date: CalendarDate): boolean {
  const rolled = new Date(utcMidnightOf(date));
  return rolled.getUTCMonth() + 1 === date.month && rolled.getUTCDate() === date.day;
}

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (utcMidnightOf(to) - utcMidnightOf(from)) / DAY_MS;
}

function fullYear(writtenYear: string): number {
  return writtenYear.length === 2 ? 2000 + Number(writtenYear) : Number(writtenYear);
}

/** Days from today to the month/day; without a year, its next occurrence on or after today. */
function daysUntilDate(
  today: CalendarDate,
  month: number,
  day: number,
  year: number | undefined,
): number | null {
  const years = year === undefined ? [today.year, today.year + 1] : [year];
  for (const candidateYear of years) {
    const date = { year: candidateYear, month, day };
    if (!isRealDate(date)) continue;
    const days = daysBetween(today, date);
    if (days >= 0) return days;
  }
  return null;
}

function daysUntilWeekday(today: CalendarDate, weekday: number): number {
  const todayWeekday = new Date(utcMidnightOf(today)).getUTCDay();
  return (weekday - todayWeekday + 7) % 7;
}

function indexOfName(names: string[], writtenName: string): number {
  return names.indexOf(writtenName.slice(0, 3).toLowerCase());
}

function daysUntilNamedDay(
  groups: Record<string, string | undefined>,
  today: CalendarDate,
): number | null {
  const { month, day, year, monthName, nameDay, nameYear, weekday, relativeDay } = groups;
  if (month && day) {
    return daysUntilDate(today, Number(month), Number(day), year ? fullYear(year) : undefined);
  }
  if (monthName && nameDay) {
    const monthNumber = indexOfName(MONTHS, monthName) + 1;
    return daysUntilDate(
      today,
      monthNumber,
      Number(nameDay),
      nameYear ? Number(nameYear) : undefined,
    );
  }
  if (weekday) return daysUntilWeekday(today, indexOfName(WEEKDAYS, weekday));
  return relativeDay?.toLowerCase() === 'tomorrow' ? 1 : 0;
}

/** The instant the local day `daysAhead` days after today ends: the next day's midnight. */
function endOfLocalDay(daysAhead: number, now: Date, timeZone: string): Date {
  const todayStart = startOfDayInZone(now, timeZone).getTime();
  // Counting whole days from today's midnight drifts by the clock changes in between, an hour
  // or so in a year; aiming at midday keeps that drift well inside the day that follows.
  const middayAfter = todayStart + (daysAhead + 1) * DAY_MS + DAY_MS / 2;
  return startOfDayInZone(new Date(middayAfter), timeZone);
}

/**
 * When a pasted deal post says the deal ends ("ends 12/31", "valid thru Dec 31st", "until
 * Sunday", "ends tonight"): the end of that day in the zone, i.e. the next local midnight. A
 * time of day after the date is not read, so the deal stays up to the end of the day. Null when
 * no end phrase names a real date between today and a year ahead.
 */
export function findPastedEndDate(text: string, { now, timeZone }: EndDateOptions): Date | null {
  const today = parseIsoDate(localDateString(now, timeZone));
  for (const match of text.matchAll(END_PHRASE)) {
    const daysAhead = daysUntilNamedDay(match.groups ?? {}, today);
    if (daysAhead !== null && daysAhead <= MAX_DAYS_AHEAD) {
      return endOfLocalDay(daysAhead, now, timeZone);
    }
  }
  return null;
}
