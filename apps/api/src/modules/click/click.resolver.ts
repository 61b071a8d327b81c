import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly } from '../auth/access';
import { ClickOverview } from './click-stats.type';

@Resolver()
export class ClickResolver {
  @CuratorOnly()
  @Query(() => ClickOverview, { description: 'Deal totals, clicks and the most clicked deals' })
  clickOverview(@Ctx() { services }: RequestContext): Promise<ClickOverview> {
    return services.clicks.overview();
  }
}
