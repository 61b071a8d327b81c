import { fromSqlDateTime } from '@deal-site/database';
import { In, type DataSource, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/is-unique-violation';
import type { RateLimitStore } from '../auth/rate-limit-store';
import { Deal } from '../deal/deal.entity';
import type { DealService } from '../deal/deal.service';
import { siteDayOf } from '../visitor/site-day';
import type { Visitor } from '../visitor/visitor';
import type { VisitorHasher } from '../visitor/visitor-hash';
import { DealReport, DealReportKind } from './deal-report.entity';
import { ReportLimit } from './report-limit';
import type { ReportedDeal } from './reported-deal.type';

/** Distinct addresses' reports on one day that mark a deal "Reported" for the curator. */
export const REPORTS_TO_MARK_REPORTED = 3;

interface OpenReportRow {
  deal_id: number | string;
  kind: DealReportKind;
  day: string;
  reports: number | string;
  last_at: Date | string;
}

export interface ReportServiceOptions {
  timeZone: string;
  hasher: VisitorHasher;
  deals: DealService;
  rateLimits: RateLimitStore;
  now?: () => Date;
}

const COUNT_FIELDS: Record<DealReportKind, 'expiredReports' | 'priceReports' | 'linkReports'> = {
  [DealReportKind.EXPIRED]: 'expiredReports',
  [DealReportKind.PRICE]: 'priceReports',
  [DealReportKind.LINK]: 'linkReports',
};

/** Visitors' reports on deals, and the curator's list of the deals they point at. */
export class ReportService {
  private readonly reports: Repository<DealReport>;
  private readonly limit: ReportLimit;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: ReportServiceOptions,
  ) {
    this.reports = dataSource.getRepository(DealReport);
    this.limit = new ReportLimit(options.rateLimits);
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Takes a visitor's report of a live deal (NOT_FOUND otherwise). One report per address per deal
   * per day counts, whatever its kind or User-Agent: each new User-Agent is a new visitor, so a
   * per-visitor count let one client mark a deal alone. A bot or prefetch (`visitor` null) counts
   * nothing. What is stored is the address's daily salted hash, never the address.
   */
  async report(
    dealId: number,
    kind: DealReportKind,
    visitor: Visitor | null,
    address: string,
  ): Promise<void> {
    await this.limit.take(address);
    const deal = await this.options.deals.findActive(dealId);
    if (!visitor || this.options.deals.isExpired(deal)) return;
    const now = this.now();
    const day = siteDayOf(now, this.options.timeZone);
    // No countable visitor has an empty User-Agent, so this hash names the address alone.
    const addressHash = await this.options.hasher.hashFor(day, {
      address: visitor.address,
      userAgent: '',
    });
    try {
      await this.reports.insert({
        dealId,
        kind,
        day,
        addressHash,
        createdAt: now,
        dismissedAt: null,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Live deals with open reports: those marked "Reported" first, then by how many, newest first. */
  async openReports(): Promise<ReportedDeal[]> {
    const rows = await this.dataSource.query<OpenReportRow[]>(
      'SELECT `deal_id`, `kind`, `day`, COUNT(*) AS `reports`, MAX(`created_at`) AS `last_at` ' +
        'FROM `deal_reports` WHERE `dismissed_at` IS NULL GROUP BY `deal_id`, `kind`, `day`',
    );
    const byDeal = new Map<number, Omit<ReportedDeal, 'deal'> & { perDay: Map<string, number> }>();
    for (const row of rows) {
      const dealId = Number(row.deal_id);
      const reports = Number(row.reports);
      const lastAt = fromSqlDateTime(row.last_at);
      let entry = byDeal.get(dealId);
      if (!entry) {
        entry = {
          expiredReports: 0,
          priceReports: 0,
          linkReports: 0,
          total: 0,
          reported: false,
          lastReportedAt: lastAt,
          perDay: new Map(),
        };
        byDeal.set(dealId, entry);
      }
      entry[COUNT_FIELDS[row.kind]] += reports;
      entry.total += reports;
      if (lastAt > entry.lastReportedAt) entry.lastReportedAt = lastAt;
      const onDay = (entry.perDay.get(row.day) ?? 0) + reports;
      entry.perDay.set(row.day, onDay);
      if (onDay >= REPORTS_TO_MARK_REPORTED) entry.reported = true;
    }
    if (byDeal.size === 0) return [];
    const deals = await this.dataSource
      .getRepository(Deal)
      .findBy({ id: In([...byDeal.keys()]), active: true });
    return deals
      .filter((deal) => !this.options.deals.isExpired(deal))
      .map((deal) => {
        const { perDay: _perDay, ...counts } = byDeal.get(deal.id)!;
        return { deal, ...counts };
      })
      .sort(
        (a, b) =>
          Number(b.reported) - Number(a.reported) ||
          b.total - a.total ||
          b.lastReportedAt.getTime() - a.lastReportedAt.getTime(),
      );
  }

  /** Closes the deal's open reports (the curator checked it); answers how many there were. */
  async dismiss(dealId: number): Promise<number> {
    const result = await this.reports
      .createQueryBuilder()
      .update()
      .set({ dismissedAt: this.now() })
      .where('deal_id = :dealId AND dismissed_at IS NULL', { dealId })
      .execute();
    return result.affected ?? 0;
  }
}
