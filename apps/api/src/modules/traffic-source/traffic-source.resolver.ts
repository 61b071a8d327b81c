import { Arg, ID, Int, Query, Resolver } from 'type-graphql';
import { CuratorOnly } from '../../access/access';
import { badInput } from '../../common/app-error';
import { isRowIdText } from '../../common/row-id';
import type { TrafficSourceService } from './traffic-source.service';
import { TrafficSources } from './traffic-source.type';

@Resolver()
export class TrafficSourceResolver {
  constructor(private readonly traffic: TrafficSourceService) {}

  @CuratorOnly()
  @Query(() => TrafficSources, {
    description:
      "Sources, campaigns, landing pages, devices and browsers of a range of site days (default the last 7, at most 400); with deal, that deal's clicks and unique clickers",
  })
  trafficSources(
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
    @Arg('deal', () => ID, { nullable: true }) deal?: string | null,
  ): Promise<TrafficSources> {
    if (deal != null && !isRowIdText(deal))
      throw badInput('deal must be a deal id', { field: 'deal' });
    return this.traffic.report({ from, to, dealId: deal == null ? null : Number(deal) });
  }

  @CuratorOnly()
  @Query(() => Int, {
    description:
      'Visitors of the last 5 minutes: of every API process when they share Redis, else of this one',
  })
  liveVisitors(): Promise<number> {
    return this.traffic.liveVisitors();
  }
}
