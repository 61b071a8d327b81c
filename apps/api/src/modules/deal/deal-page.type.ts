import { Field, Int, ObjectType } from 'type-graphql';
import { Deal } from './deal.entity';
import type { DealListQuery } from './deal.service';

// Simple resolvers, as on Deal: its fields are plain properties read on every list.
@ObjectType({ description: 'One page of deals and how many match in all', simpleResolvers: true })
export class DealPage {
  @Field(() => [Deal])
  items!: Deal[];

  @Field(() => Int)
  total!: number;

  /** What was listed, for `averageClicks`, worked out only when a query asks for it. */
  listing!: Pick<DealListQuery, 'section' | 'category'>;
}
