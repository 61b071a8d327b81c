import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Deal } from './deal.entity';

@ObjectType({ description: 'One page of deals and how many match in all' })
export class DealPage {
  @Field(() => [Deal])
  items!: Deal[];

  @Field(() => Int)
  total!: number;

  @Field(() => Float, {
    description:
      'Mean clicks of the deals listed together with these, whatever the search and page; a deal above it is hot',
  })
  averageClicks!: number;
}
