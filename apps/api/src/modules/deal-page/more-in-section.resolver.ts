import { Arg, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Deal } from '../deal/deal.entity';
import type { DealService } from '../deal/deal.service';
import { MORE_IN_SECTION_MAX, moreInSection } from './more-in-section';

@Resolver(() => Deal)
export class MoreInSectionResolver {
  constructor(private readonly deals: DealService) {}

  // A field of the deal, so the deal page asks for the deal and its section's others in one query.
  @FieldResolver(() => [Deal], {
    description: `The newest live deals of the same category, this one left out (at most ${MORE_IN_SECTION_MAX})`,
  })
  moreInSection(
    @Root() deal: Deal,
    @Arg('limit', () => Int, { defaultValue: 4 }) limit: number,
  ): Promise<Deal[]> {
    return moreInSection(this.deals, deal, limit);
  }
}
