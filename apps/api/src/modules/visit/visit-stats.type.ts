import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { VisitFigures } from './visit-stats';

@ObjectType({ description: 'Unique visitors per day in SITE_TIMEZONE, summed' })
export class VisitStats implements VisitFigures {
  @Field(() => Int)
  today!: number;

  @Field(() => Int)
  yesterday!: number;

  @Field(() => Int, { description: 'The last 7 days, today included' })
  week!: number;

  @Field(() => Int, { description: 'The last 30 days, today included' })
  month!: number;

  @Field(() => Float, { description: 'Percent change against the 7 days before; 0 when empty' })
  weekTrend!: number;

  @Field(() => Float, { description: 'Percent change against the 30 days before; 0 when empty' })
  monthTrend!: number;
}

@ObjectType({ description: "One day's traffic in SITE_TIMEZONE" })
export class DailyTraffic {
  @Field({ description: 'YYYY-MM-DD' })
  day!: string;

  @Field(() => Int)
  visitors!: number;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  uniqueClickers!: number;
}
