import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { DealPage } from './deal-page.type';
import { dailyReadsOf } from './request-daily-reads';
import type { DealService } from './deal.service';

@Resolver(() => DealPage)
export class DealPageResolver {
  constructor(private readonly deals: DealService) {}

  // Its own resolver, so a page that does not ask for it (yesterday's on the home page) costs no query.
  @FieldResolver(() => Float, {
    description:
      'Mean clicks of the deals listed together with these, whatever the search and page; a deal above it is hot',
  })
  averageClicks(@Root() page: DealPage, @Ctx() context: RequestContext): Promise<number> {
    return this.deals.averageClicks(page.listing, dailyReadsOf(context, this.deals));
  }
}
