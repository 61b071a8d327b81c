import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CuratorOnly } from '../auth/access';
import {
  DealLinkCheck,
  LinkCheckRequest,
  LinkCheckStatus,
  LinkHealthOverview,
} from './link-health.types';

@Resolver()
export class LinkHealthResolver {
  @CuratorOnly()
  @Query(() => [DealLinkCheck], {
    description:
      'Live deals whose latest link check has the status (BROKEN by default), latest checks first, at most 500',
  })
  dealLinkChecks(
    @Arg('status', () => LinkCheckStatus, { defaultValue: LinkCheckStatus.BROKEN })
    status: LinkCheckStatus,
    @Ctx() { services }: RequestContext,
  ): Promise<DealLinkCheck[]> {
    return services.linkHealth.checks(status);
  }

  @CuratorOnly()
  @Query(() => LinkHealthOverview, {
    description: "The link checks' counts over the live deals, the last run and the next one",
  })
  linkHealth(@Ctx() { services }: RequestContext): Promise<LinkHealthOverview> {
    return services.linkHealth.overview();
  }

  @CuratorOnly()
  @Mutation(() => LinkCheckRequest, {
    description:
      "Checks the live deals' links now, as POST /api/link-checks/run does: queued for the worker with REDIS_URL, run in the API without; answers at once",
  })
  checkDealLinks(@Ctx() { services }: RequestContext): Promise<LinkCheckRequest> {
    return services.linkHealth.requestRun();
  }
}
