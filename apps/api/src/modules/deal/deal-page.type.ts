import { Field, Int, ObjectType } from 'type-graphql';
import { Deal } from './deal.entity';

@ObjectType({ description: 'One page of deals and how many match in all' })
export class DealPage {
  @Field(() => [Deal])
  items!: Deal[];

  @Field(() => Int)
  total!: number;
}
