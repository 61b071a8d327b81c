import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { DealPage } from './deal-page.type';
import { dailyReadsOf } from './request-daily-reads';

@Resolver(() => DealPage)
export class DealPageResolver {
  // Its own resolver, so a page that does not ask for it (yesterday's on the home page) costs no query.
  @FieldResolver(() => Float, {
    description:
      'Mean clicks of the deals listed together with these, whatever the search and page; a deal above it is hot',
  })
  averageClicks(@Root() page: DealPage, @Ctx() context: RequestContext): Promise<number> {
    return context.services.deals.averageClicks(page.listing, dailyReadsOf(context));
  }
}
