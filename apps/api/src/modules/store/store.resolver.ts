import { Arg, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CuratorOnly, Public } from '../../access/access';
import type { StoreService } from './store.service';
import { Store } from './store.type';

@Resolver(() => Store)
export class StoreResolver {
  constructor(private readonly storeService: StoreService) {}

  @Public()
  @Query(() => [Store], { description: 'Stores with live deals, the most deals first' })
  stores(): Promise<Store[]> {
    return this.storeService.liveStores();
  }

  @Public()
  @Query(() => Store, {
    description: 'A store some deal has linked to; NOT_FOUND for any other slug',
  })
  store(@Arg('slug') slug: string): Promise<Store> {
    return this.storeService.find(slug);
  }

  @FieldResolver(() => Int, { description: 'How many live deals link to it' })
  liveDeals(@Root() store: Store): number | Promise<number> {
    return store.liveDeals ?? this.storeService.liveDealsOf(store.slug);
  }

  @CuratorOnly()
  @Mutation(() => Store, {
    description:
      'Names a store (1 to 60 characters, trimmed); an empty name brings back the one its domain gives',
  })
  renameStore(@Arg('slug') slug: string, @Arg('name') name: string): Promise<Store> {
    return this.storeService.rename(slug, name);
  }
}
