import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A deal among the most clicked' })
export class TopDeal {
  @Field(() => ID)
  id!: number;

  @Field()
  title!: string;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType({ description: "The curator's click figures over the active deals" })
export class ClickOverview {
  @Field(() => Int)
  totalDeals!: number;

  @Field(() => Int)
  totalClicks!: number;

  @Field(() => Float, { description: 'Clicks per deal, one decimal' })
  averageClicks!: number;

  @Field(() => [TopDeal], { description: 'The 5 most clicked, all time' })
  topAllTime!: TopDeal[];

  @Field(() => [TopDeal], {
    description: 'The 5 most clicked over the last 7 days, today included',
  })
  topLastWeek!: TopDeal[];
}
