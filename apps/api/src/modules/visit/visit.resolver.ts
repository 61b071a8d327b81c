import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '../../common/app-error';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import { DailyTraffic, VisitStats } from './visit-stats.type';
import type { ClickStatsService } from '../click/click-stats.service';
import type { VisitorGate } from '../visitor/visitor-gate';
import { MAX_BEACON_URL_LENGTH, type VisitService } from './visit.service';

@Resolver()
export class VisitResolver {
  constructor(
    private readonly visitorGate: VisitorGate,
    private readonly visits: VisitService,
    private readonly clickStats: ClickStatsService,
  ) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      "Counts a page visit, attributed to the page's URL and referrer (both optional); bots and prefetches are left out. Always true.",
  })
  async recordVisit(
    @Ctx() { req }: RequestContext,
    @Arg('url', () => String, { nullable: true }) url?: string | null,
    @Arg('referrer', () => String, { nullable: true }) referrer?: string | null,
  ): Promise<boolean> {
    const { visitor } = this.visitorGate.visitorOf(req, 'visit');
    if (visitor)
      await this.visits.record(visitor, {
        url: url?.slice(0, MAX_BEACON_URL_LENGTH),
        referrer: referrer?.slice(0, MAX_BEACON_URL_LENGTH),
      });
    return true;
  }

  @CuratorOnly()
  @Query(() => VisitStats, {
    description: 'Unique visitors: today, yesterday, week, month, trends',
  })
  visitStats(): Promise<VisitStats> {
    return this.visits.stats();
  }

  @CuratorOnly()
  @Mutation(() => VisitStats, {
    description: 'Forgets every counted visit; answers the zero stats',
  })
  resetVisitStats(): Promise<VisitStats> {
    return this.visits.reset();
  }

  @CuratorOnly()
  @Query(() => [DailyTraffic], { description: 'Visitors and clicks per day, oldest first' })
  dailyTraffic(
    @Arg('days', () => Int, { defaultValue: DEFAULT_TRAFFIC_DAYS }) days: number,
  ): Promise<DailyTraffic[]> {
    if (days < 1 || days > MAX_TRAFFIC_DAYS) {
      throw badInput(`days must be between 1 and ${MAX_TRAFFIC_DAYS}`, { field: 'days' });
    }
    return dailyTraffic({ visits: this.visits, clickStats: this.clickStats }, days);
  }
}
