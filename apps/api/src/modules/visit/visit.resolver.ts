import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '../../common/app-error';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import { DailyTraffic, VisitStats } from './visit-stats.type';
import { clientAddress } from '../auth/client-address';
import { countableVisitor } from './visitor';
import type { CountedRequestLimits } from './counted-request-limits';
import type { VisitService } from './visit.service';
import type { ClickService } from '../click/click.service';

@Resolver()
export class VisitResolver {
  constructor(
    private readonly countedRequestLimits: CountedRequestLimits,
    private readonly visits: VisitService,
    private readonly clicks: ClickService,
  ) {}

  @Public()
  @Mutation(() => Boolean, {
    description: 'Counts a home-page visit; bots and prefetches are left out. Always true.',
  })
  async recordVisit(@Ctx() { req }: RequestContext): Promise<boolean> {
    this.countedRequestLimits.takeVisit(clientAddress(req));
    const visitor = countableVisitor(req);
    if (visitor) await this.visits.record(visitor);
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
    return dailyTraffic({ visits: this.visits, clicks: this.clicks }, days);
  }
}
