import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Deal } from './deal.entity';
import { DealsArgs } from './deal.inputs';
import { DealPage } from './deal-page.type';

@Resolver(() => Deal)
export class DealResolver {
  @Query(() => DealPage, { description: 'Active deals, newest first unless sorted otherwise' })
  deals(
    @Args(() => DealsArgs) args: DealsArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<DealPage> {
    return services.deals.listActive(args);
  }
}
