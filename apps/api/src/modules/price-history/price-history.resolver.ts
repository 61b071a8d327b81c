import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { Deal } from '../deal/deal.entity';
import { POSTED_BEFORE_MAX } from './price-history';
import type { PriceHistoryService } from './price-history.service';
import { PricePosting } from './price-posting.type';
import { priceHistoryOf } from './request-price-history';

@Resolver(() => Deal)
export class PriceHistoryResolver {
  constructor(private readonly priceHistory: PriceHistoryService) {}

  @FieldResolver(() => [PricePosting], {
    description: `Earlier public postings of the same product, expired ones included, newest first (at most ${POSTED_BEFORE_MAX})`,
  })
  postedBefore(@Root() deal: Deal, @Ctx() context: RequestContext): Promise<PricePosting[]> {
    return priceHistoryOf(context, this.priceHistory).postedBefore(deal);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Its price is at or below every earlier public posting of the same product in its currency, and there is one',
  })
  lowestPostedPrice(
    @Root() deal: Deal,
    @Ctx() context: RequestContext,
  ): boolean | Promise<boolean> {
    return priceHistoryOf(context, this.priceHistory).lowestPostedPrice(deal);
  }
}
