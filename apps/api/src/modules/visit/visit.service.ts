import { type DataSource, type Repository } from 'typeorm';
import { deviceOf, landingPageOf, trafficSourceOf } from '@deal-site/traffic-source';
import type { Logger } from '../../logger';
import type { KeptVisitsFolder, QueuedVisit } from './kept-visits';
import { LiveVisitorsInMemory, type LiveVisitors } from './live-visitors';
import { SiteVisitor } from './site-visitor.entity';
import { shiftSiteDay, siteDayOf, type SiteDay } from '../visitor/site-day';
import { oldestKeptDay } from '../visitor/traffic-retention';
import { VISIT_FIGURE_DAYS, visitFigures, type VisitFigures } from './visit-stats';
import type { Visitor } from '../visitor/visitor';
import type { VisitorHasher } from '../visitor/visitor-hash';
import { VisitorsPerAddress } from './visitors-per-address';

/** Visits wait in memory at most this long before they are written (and always on close). */
export const VISIT_FLUSH_INTERVAL_MS = 2000;
/** Rows per INSERT, well under every dialect's bound-parameter limit. */
const ROWS_PER_INSERT = 500;

function* insertSlices(visits: QueuedVisit[]): Generator<QueuedVisit[]> {
  for (let start = 0; start < visits.length; start += ROWS_PER_INSERT)
    yield visits.slice(start, start + ROWS_PER_INSERT);
}

/** What stays queued while the database refuses writes; beyond it new visits are dropped. */
const MAX_PENDING_VISITS = 100_000;

export interface VisitServiceOptions {
  timeZone: string;
  hasher: VisitorHasher;
  logger?: Logger;
  now?: () => Date;
  /** Where visits that could not be written on close are kept for a later start (in DATA_DIR). */
  unwrittenVisits?: KeptVisitsFolder;
  /** The site's own host: a referrer on it is never a source. */
  siteHost?: string;
  /** Started once a day as expired rows are deleted: the traffic rollup (TrafficSourceService). */
  beforePrune?: () => Promise<unknown>;
  /** Run by reset(): the daily traffic aggregates are forgotten too. */
  onReset?: () => Promise<unknown>;
  /** Where the visitors of the last 5 minutes are kept (closed with the service); memory by default. */
  liveVisitors?: LiveVisitors;
}

/** What the visit beacon reports: the page's URL and `document.referrer`, either may be missing. */
export interface VisitArrival {
  url?: string | null;
  referrer?: string | null;
}

/** The attribution of a visitor's first counted visit of the day, as site_visitors keeps it. */
export type VisitAttribution = Omit<QueuedVisit, 'day' | 'visitorHash'>;

const MAX_BROWSER_LENGTH = 48;
/** The longest page URL or referrer read; a longer one is cut (its query then may lose its end). */
export const MAX_BEACON_URL_LENGTH = 2048;

/**
 * Where a visit came from, where it landed and on what: a referrer on the site itself names no
 * source, so a visitor's first visit from there counts as direct (later ones keep the first).
 */
export function visitAttribution(
  { url, referrer }: VisitArrival,
  userAgent: string,
  siteHost: string,
): VisitAttribution {
  const landingUrl = typeof url === 'string' && url.trim() !== '' ? url : '/';
  const source = trafficSourceOf({ landingUrl, referrer, siteHost });
  const { device, browser } = deviceOf(userAgent);
  return {
    sourceName: source?.name ?? 'direct',
    sourceGroup: source?.group ?? 'direct',
    sourceMedium: source?.medium ?? null,
    sourceCampaign: source?.campaign ?? null,
    landingPath: landingPageOf(landingUrl).path,
    device,
    browser: browser.slice(0, MAX_BROWSER_LENGTH),
  };
}

/**
 * Counts unique visitors per day. A visit costs a hash and a map entry; the entries are written
 * in batches with insert-or-ignore on the (day, visitor) unique index, so any number of requests
 * and processes count each visitor once a day.
 */
export class VisitService {
  private readonly visitors: Repository<SiteVisitor>;
  private readonly now: () => Date;
  private readonly perAddress = new VisitorsPerAddress();
  private pending = new Map<string, QueuedVisit>();
  private readonly live: LiveVisitors;
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** The site day whose flush last deleted expired rows: once a day per process is enough. */
  private prunedOn: SiteDay | null = null;

  constructor(
    dataSource: DataSource,
    private readonly options: VisitServiceOptions,
  ) {
    this.visitors = dataSource.getRepository(SiteVisitor);
    this.now = options.now ?? (() => new Date());
    this.live = options.liveVisitors ?? new LiveVisitorsInMemory();
  }

  today(): SiteDay {
    return siteDayOf(this.now(), this.options.timeZone);
  }

  /**
   * Queues a visit of a countable visitor, unless its address already brought
   * MAX_VISITORS_PER_ADDRESS others today; it is stored within VISIT_FLUSH_INTERVAL_MS. The
   * day's first visit keeps its attribution: a queued one is kept, and the insert ignores a
   * visitor stored already.
   */
  async record(visitor: Visitor, arrival: VisitArrival = {}): Promise<void> {
    const day = this.today();
    const visitorHash = await this.options.hasher.hashFor(day, visitor);
    if (this.pending.size >= MAX_PENDING_VISITS) return;
    if (!this.perAddress.admits(day, visitor.address, visitorHash)) return;
    this.live.noteSeen(visitorHash, this.now().getTime());
    const key = `${day} ${visitorHash}`;
    if (this.pending.has(key)) return;
    this.pending.set(key, {
      day,
      visitorHash,
      ...visitAttribution(arrival, visitor.userAgent, this.options.siteHost ?? ''),
    });
    this.flushTimer ??= setTimeout(() => void this.flush(), VISIT_FLUSH_INTERVAL_MS).unref();
  }

  /**
   * Visitors whose last counted visit was in the last 5 minutes: of every API process when they
   * share Redis (another process's visits show once it flushed, within VISIT_FLUSH_INTERVAL_MS),
   * else of this process.
   */
  liveVisitors(): Promise<number> {
    return this.live.count(this.now().getTime());
  }

  /** Writes every queued visit; concurrent calls run one after the other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    // Under way while the visits are inserted; it never rejects.
    const liveWritten = this.live.write(this.now().getTime());
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (const rows of insertSlices(batch)) {
      try {
        await this.insert(rows);
      } catch (error) {
        this.options.logger?.error({ err: error, visits: rows.length }, 'visits: write failed');
        // Visits queued since are later ones of the same visitor: the failed (first) one wins.
        for (const row of rows) this.pending.set(`${row.day} ${row.visitorHash}`, row);
        this.flushTimer ??= setTimeout(() => void this.flush(), VISIT_FLUSH_INTERVAL_MS).unref();
      }
    }
    if (batch.length > 0) await this.pruneExpiredDays();
    await liveWritten;
  }

  /** Deletes visitor rows older than any screen reads, so the table does not grow forever. */
  private async pruneExpiredDays(): Promise<void> {
    const today = this.today();
    if (this.prunedOn === today) return;
    const oldestKept = oldestKeptDay(today);
    // Not awaited: it reads only days the delete below keeps, and no flush should wait for it.
    this.options.beforePrune?.().catch((error: unknown) => {
      this.options.logger?.warn({ err: error }, 'visits: the daily traffic rollup failed');
    });
    try {
      await this.visitors
        .createQueryBuilder()
        .delete()
        .where('day < :oldestKept', { oldestKept })
        .execute();
      this.prunedOn = today;
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'visits: deleting expired days failed');
    }
  }

  /** Unique visitors per day for the given days, 0 for days without any. */
  async visitorsPerDay(days: readonly SiteDay[]): Promise<Map<SiteDay, number>> {
    await this.flush();
    const rows = await this.visitors
      .createQueryBuilder('visitor')
      .select('visitor.day', 'day')
      .addSelect('COUNT(*)', 'visitors')
      .where('visitor.day IN (:...days)', { days })
      .groupBy('visitor.day')
      .getRawMany<{ day: string; visitors: number | string }>();
    const counts = new Map(days.map((day) => [day, 0]));
    for (const row of rows) counts.set(row.day, Number(row.visitors));
    return counts;
  }

  async stats(): Promise<VisitFigures> {
    const today = this.today();
    const days = Array.from({ length: VISIT_FIGURE_DAYS }, (_, back) => shiftSiteDay(today, -back));
    return visitFigures(await this.visitorsPerDay(days), today);
  }

  /** Forgets every counted visit, queued ones included; answers the fresh (zero) stats. */
  async reset(): Promise<VisitFigures> {
    this.pending.clear();
    await this.live.clear();
    await this.flush();
    await this.visitors.clear();
    await this.options.onReset?.();
    return this.stats();
  }

  private async insert(rows: QueuedVisit[]): Promise<void> {
    await this.visitors.createQueryBuilder().insert().values(rows).orIgnore().execute();
  }

  /**
   * Stops the timer and writes what is queued; called on shutdown (SIGTERM). What the database
   * cannot take then goes to a file of the unwritten-visits folder for the next start.
   */
  async close(): Promise<void> {
    await this.flush();
    await this.live.close();
    if (this.pending.size === 0) return;
    const unwritten = [...this.pending.values()];
    this.pending = new Map();
    if (this.options.unwrittenVisits) await this.options.unwrittenVisits.keepUnwritten(unwritten);
    else
      this.options.logger?.error(
        { lost: unwritten.length },
        'queued visits could not be written on close',
      );
  }

  /**
   * Writes the visits earlier processes kept in the unwritten-visits folder, before this one
   * counts any. Inserts ignore visitors already counted, so a file written in part is simply
   * written again by a later start. Answers the site days of the visits it took.
   */
  async writeKeptVisits(): Promise<Set<SiteDay>> {
    const days = new Set<SiteDay>();
    await this.options.unwrittenVisits?.writeEach(async (visits) => {
      for (const visit of visits) days.add(visit.day);
      for (const rows of insertSlices(visits)) await this.insert(rows);
    });
    return days;
  }
}
