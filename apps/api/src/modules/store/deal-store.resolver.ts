import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { Deal } from '../deal/deal.entity';
import { DealSort } from '../deal/deal.inputs';
import type { DealService } from '../deal/deal.service';
import { preparedStoreNames } from './request-store-names';
import { storeOfDeal, type StoreService } from './store.service';
import { Store } from './store.type';

/** What a deal page shows under "More from {store}" at most. */
export const MORE_FROM_STORE_MAX = 12;

@Resolver(() => Deal)
export class DealStoreResolver {
  constructor(
    private readonly stores: StoreService,
    private readonly deals: DealService,
  ) {}

  @FieldResolver(() => Store, {
    nullable: true,
    description: 'The store its Grab Deal link leads to; null for a link to no store',
  })
  store(@Root() deal: Deal, @Ctx() context: RequestContext): Store | null | Promise<Store | null> {
    const names = preparedStoreNames(context);
    return names ? storeOfDeal(deal, names) : this.stores.ofDeal(deal);
  }

  // One more is read than shown, so leaving the deal itself out still fills the row.
  @FieldResolver(() => [Deal], {
    description: `The newest live deals of the same store, this one left out (at most ${MORE_FROM_STORE_MAX})`,
  })
  async moreFromStore(
    @Root() deal: Deal,
    @Arg('limit', () => Int, { defaultValue: 4 }) limit: number,
  ): Promise<Deal[]> {
    const wanted = Math.min(Math.max(Math.trunc(limit), 0), MORE_FROM_STORE_MAX);
    if (wanted === 0 || !deal.storeSlug) return [];
    const { items } = await this.deals.list({
      store: deal.storeSlug,
      sort: DealSort.NEWEST,
      limit: wanted + 1,
      offset: 0,
    });
    return items.filter((item) => item.id !== deal.id).slice(0, wanted);
  }
}
