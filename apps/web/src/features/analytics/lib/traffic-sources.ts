/** One row of a breakdown: how many visitors (a deal's unique clickers) and clicks it brought. */
export interface TrafficFigures {
  visitors: number;
  clicks: number;
}

export type SourceGroup = 'search' | 'social' | 'mail' | 'site' | 'direct' | 'campaign';

/** GET /api/traffic/sources: site days `from` to `to`, inclusive. */
export interface TrafficSourcesAnswer {
  from: string;
  to: string;
  totals: TrafficFigures;
  sources: (TrafficFigures & { name: string; group: SourceGroup })[];
  campaigns: (TrafficFigures & {
    source: string;
    medium: string | null;
    campaign: string | null;
  })[];
  pages: (TrafficFigures & { path: string })[];
  devices: (TrafficFigures & { device: string })[];
  browsers: (TrafficFigures & { browser: string })[];
}

/** A 400 answer: what is wrong with the range, and which field. */
export interface RangeProblem {
  message: string;
  field?: string;
}

/** Site days, YYYY-MM-DD, both inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export type RangeChoice = 'today' | '7' | '30' | '90' | 'custom';

export const RANGE_CHOICES: { id: RangeChoice; label: string; days?: number }[] = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7', label: '7 days', days: 7 },
  { id: '30', label: '30 days', days: 30 },
  { id: '90', label: '90 days', days: 90 },
  { id: 'custom', label: 'Custom' },
];

/** The server's default: the last 7 site days. */
export const DEFAULT_RANGE_CHOICE: RangeChoice = '7';

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A site day moved by whole days; calendar arithmetic, so no time zone or DST enters. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` site days up to and including `today`. */
export const lastDays = (days: number, today: string): DayRange => ({
  from: shiftDay(today, 1 - days),
  to: today,
});

/** The range a preset names; for Custom, the dates typed if both are whole dates, else null. */
export function rangeOf(choice: RangeChoice, today: string, custom: DayRange): DayRange | null {
  const days = RANGE_CHOICES.find((entry) => entry.id === choice)?.days;
  if (days) return lastDays(days, today);
  return SITE_DAY.test(custom.from) && SITE_DAY.test(custom.to) ? custom : null;
}

const rangeQuery = ({ from, to }: DayRange) => new URLSearchParams({ from, to });

export function trafficSourcesUrl(range: DayRange, dealId?: string): string {
  const query = rangeQuery(range);
  if (dealId) query.set('deal', dealId);
  return `/api/traffic/sources?${query.toString()}`;
}

export const trafficSourcesCsvUrl = (range: DayRange) =>
  `/api/traffic/sources.csv?${rangeQuery(range).toString()}`;

/** "0.42" clicks per visitor; a dash where no visitor came. */
export const clicksPerVisitor = ({ visitors, clicks }: TrafficFigures) =>
  visitors === 0 ? '–' : (clicks / visitors).toFixed(2);

/** A bar's length as a share of the longest in its table, in percent (0 when all are 0). */
export const barPercent = (value: number, largest: number) =>
  largest > 0 ? Math.round((value / largest) * 1000) / 10 : 0;

/** The server's `{message, field}` from a 400's body; its status text when the body says nothing. */
export function rangeProblemOf(body: string, statusText: string): RangeProblem {
  try {
    const parsed = JSON.parse(body) as Partial<RangeProblem> | null;
    if (parsed && typeof parsed.message === 'string') {
      return typeof parsed.field === 'string'
        ? { message: parsed.message, field: parsed.field }
        : { message: parsed.message };
    }
  } catch {
    // Not JSON: the status text below says what happened.
  }
  return { message: statusText || 'The range could not be read' };
}

const GROUP_NAMES: Record<SourceGroup, string> = {
  search: 'Search',
  social: 'Social',
  mail: 'Mail',
  site: 'Site',
  direct: 'Direct',
  campaign: 'Campaign',
};

export const groupName = (group: SourceGroup) => GROUP_NAMES[group] ?? group;

/** Where the curator's "Sources" action of a deal leads: this card, narrowed to the deal. */
export const TRAFFIC_SOURCES_ANCHOR = 'traffic-sources';
export const DEAL_SOURCES_PARAM = 'sourcesDeal';

export const dealSourcesPath = (dealId: string | number) =>
  `/admin?${DEAL_SOURCES_PARAM}=${encodeURIComponent(String(dealId))}#${TRAFFIC_SOURCES_ANCHOR}`;
