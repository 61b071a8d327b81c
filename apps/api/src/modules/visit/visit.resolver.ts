import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '../../common/app-error';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly, Public } from '../auth/access';
import { DEFAULT_TRAFFIC_DAYS, MAX_TRAFFIC_DAYS, dailyTraffic } from './daily-traffic';
import { DailyTraffic, VisitStats } from './visit-stats.type';
import { clientAddress } from '../auth/client-address';
import { countableVisitor } from './visitor';

@Resolver()
export class VisitResolver {
  @Public()
  @Mutation(() => Boolean, {
    description: 'Counts a home-page visit; bots and prefetches are left out. Always true.',
  })
  async recordVisit(@Ctx() { services, req }: RequestContext): Promise<boolean> {
    services.countedRequestLimits.takeVisit(clientAddress(req));
    const visitor = countableVisitor(req);
    if (visitor) await services.visits.record(visitor);
    return true;
  }

  @CuratorOnly()
  @Query(() => VisitStats, {
    description: 'Unique visitors: today, yesterday, week, month, trends',
  })
  visitStats(@Ctx() { services }: RequestContext): Promise<VisitStats> {
    return services.visits.stats();
  }

  @CuratorOnly()
  @Mutation(() => VisitStats, {
    description: 'Forgets every counted visit; answers the zero stats',
  })
  resetVisitStats(@Ctx() { services }: RequestContext): Promise<VisitStats> {
    return services.visits.reset();
  }

  @CuratorOnly()
  @Query(() => [DailyTraffic], { description: 'Visitors and clicks per day, oldest first' })
  dailyTraffic(
    @Arg('days', () => Int, { defaultValue: DEFAULT_TRAFFIC_DAYS }) days: number,
    @Ctx() { services }: RequestContext,
  ): Promise<DailyTraffic[]> {
    if (days < 1 || days > MAX_TRAFFIC_DAYS) {
      throw badInput(`days must be between 1 and ${MAX_TRAFFIC_DAYS}`, { field: 'days' });
    }
    return dailyTraffic(services, days);
  }
}
