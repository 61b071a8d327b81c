import type { DataSource, Repository } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import type { DealService } from '../deal/deal.service';
import { shiftSiteDay, siteDayOf, type SiteDay } from '../visit/site-day';
import type { Visitor } from '../visit/visitor';
import type { VisitorHasher } from '../visit/visitor-hash';
import type { ClickOverview, TopDeal } from './click-stats.type';
import { DealClick } from './deal-click.entity';

/**
 * Clicks one visitor adds to one deal's count per day: a script hammering Grab Deal cannot move
 * the popular sort or the hot flame further than this.
 */
export const MAX_COUNTED_CLICKS_PER_VISITOR = 3;
export const TOP_DEALS = 5;

export interface DailyClicks {
  clicks: number;
  uniqueClickers: number;
}

export interface ClickServiceOptions {
  timeZone: string;
  hasher: VisitorHasher;
  deals: DealService;
  now?: () => Date;
}

export class ClickService {
  private readonly clicks: Repository<DealClick>;
  private readonly dealRows: Repository<Deal>;
  private readonly now: () => Date;

  constructor(
    dataSource: DataSource,
    private readonly options: ClickServiceOptions,
  ) {
    this.clicks = dataSource.getRepository(DealClick);
    this.dealRows = dataSource.getRepository(Deal);
    this.now = options.now ?? (() => new Date());
  }

  private today(): SiteDay {
    return siteDayOf(this.now(), this.options.timeZone);
  }

  /**
   * Counts a Grab Deal press when it comes from a countable visitor under the daily cap; a bot,
   * a prefetch or a capped click changes nothing. Answers the deal's click count either way, so
   * the caller cannot tell; NOT_FOUND for an unknown or archived deal.
   */
  async record(dealId: number, visitor: Visitor | null): Promise<number> {
    const deal = await this.options.deals.findActive(dealId);
    if (!visitor) return deal.clicks;
    const day = this.today();
    const visitorHash = await this.options.hasher.hashFor(day, visitor);
    if (!(await this.takeClick(dealId, day, visitorHash))) return deal.clicks;
    return this.options.deals.recordClick(dealId);
  }

  // Two single statements, each atomic on its own, so no lock is held between them.
  private async takeClick(dealId: number, day: SiteDay, visitorHash: string): Promise<boolean> {
    await this.clicks
      .createQueryBuilder()
      .insert()
      .values({ dealId, day, visitorHash, clicks: 0 })
      .orIgnore()
      .execute();
    const taken = await this.clicks
      .createQueryBuilder()
      .update(DealClick)
      .set({ clicks: () => 'clicks + 1' })
      .where('deal_id = :dealId AND day = :day AND visitor_hash = :visitorHash', {
        dealId,
        day,
        visitorHash,
      })
      .andWhere('clicks < :cap', { cap: MAX_COUNTED_CLICKS_PER_VISITOR })
      .execute();
    return (taken.affected ?? 0) > 0;
  }

  /** Counted clicks and unique clickers per day, 0 for days without any. */
  async clicksPerDay(days: readonly SiteDay[]): Promise<Map<SiteDay, DailyClicks>> {
    const rows = await this.clicks
      .createQueryBuilder('click')
      .select('click.day', 'day')
      .addSelect('SUM(click.clicks)', 'clicks')
      .addSelect('COUNT(*)', 'clickers')
      .where('click.day IN (:...days)', { days })
      .andWhere('click.clicks > 0')
      .groupBy('click.day')
      .getRawMany<{ day: string; clicks: number | string; clickers: number | string }>();
    const perDay = new Map(days.map((day) => [day, { clicks: 0, uniqueClickers: 0 }]));
    for (const row of rows) {
      perDay.set(row.day, { clicks: Number(row.clicks), uniqueClickers: Number(row.clickers) });
    }
    return perDay;
  }

  /** Totals over the active deals and the most clicked ones, all time and over the last 7 days. */
  async overview(): Promise<ClickOverview> {
    const totals = await this.dealRows
      .createQueryBuilder('deal')
      .select('COUNT(*)', 'deals')
      .addSelect('COALESCE(SUM(deal.clicks), 0)', 'clicks')
      .where('deal.active = :active', { active: true })
      .getRawOne<{ deals: number | string; clicks: number | string }>();
    const totalDeals = Number(totals?.deals ?? 0);
    const totalClicks = Number(totals?.clicks ?? 0);
    const [topAllTime, topLastWeek] = await Promise.all([this.topAllTime(), this.topLastWeek()]);
    return {
      totalDeals,
      totalClicks,
      averageClicks: totalDeals ? Math.round((totalClicks / totalDeals) * 10) / 10 : 0,
      topAllTime,
      topLastWeek,
    };
  }

  private async topAllTime(): Promise<TopDeal[]> {
    const deals = await this.dealRows.find({
      select: { id: true, title: true, clicks: true },
      where: { active: true },
      order: { clicks: 'DESC', id: 'DESC' },
      take: TOP_DEALS,
    });
    return deals.filter((deal) => deal.clicks > 0);
  }

  private async topLastWeek(): Promise<TopDeal[]> {
    const rows = await this.clicks
      .createQueryBuilder('click')
      .innerJoin('click.deal', 'deal')
      .select('deal.id', 'id')
      .addSelect('deal.title', 'title')
      .addSelect('SUM(click.clicks)', 'clicks')
      .where('deal.active = :active', { active: true })
      .andWhere('click.day >= :from', { from: shiftSiteDay(this.today(), -6) })
      .groupBy('deal.id')
      .addGroupBy('deal.title')
      .having('SUM(click.clicks) > 0')
      .orderBy('clicks', 'DESC')
      .addOrderBy('deal.id', 'DESC')
      .limit(TOP_DEALS)
      .getRawMany<{ id: number | string; title: string; clicks: number | string }>();
    return rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      clicks: Number(row.clicks),
    }));
  }
}
