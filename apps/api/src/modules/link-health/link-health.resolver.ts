import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CuratorOnly } from '../../access/access';
import {
  DealLinkCheck,
  LinkCheckRequest,
  LinkCheckStatus,
  LinkHealthOverview,
} from './link-health.types';
import type { LinkHealthService } from './link-health.service';

@Resolver()
export class LinkHealthResolver {
  constructor(private readonly linkHealthService: LinkHealthService) {}

  @CuratorOnly()
  @Query(() => [DealLinkCheck], {
    description:
      'Live deals whose latest link check has the status (BROKEN by default), latest checks first, at most 500',
  })
  dealLinkChecks(
    @Arg('status', () => LinkCheckStatus, { defaultValue: LinkCheckStatus.BROKEN })
    status: LinkCheckStatus,
  ): Promise<DealLinkCheck[]> {
    return this.linkHealthService.checks(status);
  }

  @CuratorOnly()
  @Query(() => LinkHealthOverview, {
    description: "The link checks' counts over the live deals, the last run and the next one",
  })
  linkHealth(): Promise<LinkHealthOverview> {
    return this.linkHealthService.overview();
  }

  @CuratorOnly()
  @Mutation(() => LinkCheckRequest, {
    description:
      "Checks the live deals' links now, as POST /api/link-checks/run does: queued for the worker with REDIS_URL, run in the API without; answers at once",
  })
  checkDealLinks(): Promise<LinkCheckRequest> {
    return this.linkHealthService.requestRun();
  }
}
