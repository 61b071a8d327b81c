import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { normalizedSourceValue } from '@deal-site/traffic-source';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { parseDealId } from '../deal/deal-id';
import type { VisitorGate } from '../visitor/visitor-gate';
import type { ClickStatsService } from './click-stats.service';
import { ClickOverview } from './click-stats.type';
import { MAX_COUNTED_CLICKS_PER_VISITOR, type ClickService } from './click.service';

@Resolver()
export class ClickResolver {
  constructor(
    private readonly clicks: ClickService,
    private readonly clickStats: ClickStatsService,
    private readonly visitorGate: VisitorGate,
  ) {}

  @CuratorOnly()
  @Query(() => ClickOverview, { description: 'Deal totals, clicks and the most clicked deals' })
  clickOverview(): Promise<ClickOverview> {
    return this.clickStats.overview();
  }

  @Public()
  @Mutation(() => Int, {
    description: `Counts a Grab Deal press, not from bots or prefetches and at most ${MAX_COUNTED_CLICKS_PER_VISITOR} a visitor a deal a day; answers the click count`,
  })
  async recordDealClick(
    @Arg('id', () => ID) id: string,
    @Ctx() { req }: RequestContext,
    @Arg('src', () => String, {
      nullable: true,
      description: "Where the press's link was posted (bounded); else the visitor's source",
    })
    src?: string | null,
  ): Promise<number> {
    const dealId = parseDealId(id);
    const { visitor } = this.visitorGate.visitorOf(req, 'click');
    return this.clicks.record(dealId, visitor, normalizedSourceValue(src));
  }
}
