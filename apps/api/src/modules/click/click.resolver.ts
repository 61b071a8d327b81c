import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { ClickOverview } from './click-stats.type';
import { MAX_COUNTED_CLICKS_PER_VISITOR, type ClickService } from './click.service';
import { clientAddress } from '../auth/client-address';
import { parseDealId } from '../deal/deal-id';
import { countableVisitor } from '../visit/visitor';
import type { CountedRequestLimits } from '../visit/counted-request-limits';

@Resolver()
export class ClickResolver {
  constructor(
    private readonly clicks: ClickService,
    private readonly countedRequestLimits: CountedRequestLimits,
  ) {}

  @CuratorOnly()
  @Query(() => ClickOverview, { description: 'Deal totals, clicks and the most clicked deals' })
  clickOverview(): Promise<ClickOverview> {
    return this.clicks.overview();
  }

  @Public()
  @Mutation(() => Int, {
    description: `Counts a Grab Deal press, not from bots or prefetches and at most ${MAX_COUNTED_CLICKS_PER_VISITOR} a visitor a deal a day; answers the click count`,
  })
  async recordDealClick(
    @Arg('id', () => ID) id: string,
    @Ctx() { req }: RequestContext,
  ): Promise<number> {
    const dealId = parseDealId(id);
    this.countedRequestLimits.takeClick(clientAddress(req));
    return this.clicks.record(dealId, countableVisitor(req));
  }
}
