import type { DataSource, Repository } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import { shiftSiteDay, type SiteDay } from '../visitor/site-day';
import type { ClickOverview, TopDeal } from './click-stats.type';
import type { ClickService } from './click.service';
import { DealClick } from './deal-click.entity';

export const TOP_DEALS = 5;

export interface DailyClicks {
  clicks: number;
  uniqueClickers: number;
}

/**
 * The curator's click figures: clicks per day and the overview. Each first writes the clicks this
 * process has answered but not written yet, so the figures include them.
 */
export class ClickStatsService {
  private readonly clickRows: Repository<DealClick>;
  private readonly dealRows: Repository<Deal>;

  constructor(
    dataSource: DataSource,
    private readonly clicks: Pick<ClickService, 'flush' | 'today'>,
  ) {
    this.clickRows = dataSource.getRepository(DealClick);
    this.dealRows = dataSource.getRepository(Deal);
  }

  /** Counted clicks and unique clickers per day, 0 for days without any. */
  async clicksPerDay(days: readonly SiteDay[]): Promise<Map<SiteDay, DailyClicks>> {
    await this.clicks.flush();
    const rows = await this.clickRows
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
    await this.clicks.flush();
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
    const rows = await this.clickRows
      .createQueryBuilder('click')
      .innerJoin('click.deal', 'deal')
      .select('deal.id', 'id')
      .addSelect('deal.title', 'title')
      .addSelect('SUM(click.clicks)', 'clicks')
      .where('deal.active = :active', { active: true })
      .andWhere('click.day >= :from', { from: shiftSiteDay(this.clicks.today(), -6) })
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
