import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Visitors (a deal: its unique clickers) and clicks, summed day by day' })
export class TrafficCounts {
  @Field(() => Int)
  visitors!: number;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType()
export class TrafficBySource extends TrafficCounts {
  @Field({ description: 'The src or utm_source, the referrer list name or host, or direct' })
  name!: string;

  @Field({ description: 'search, social, mail, site, direct, or campaign (src/utm_source)' })
  group!: string;
}

@ObjectType()
export class TrafficByCampaign extends TrafficCounts {
  @Field()
  source!: string;

  @Field(() => String, { nullable: true, description: 'utm_medium' })
  medium!: string | null;

  @Field(() => String, { nullable: true, description: 'utm_campaign' })
  campaign!: string | null;
}

@ObjectType()
export class TrafficByPage extends TrafficCounts {
  @Field({ description: 'The landing page path, without query; /go for clicks without a visit' })
  path!: string;
}

@ObjectType()
export class TrafficByDevice extends TrafficCounts {
  @Field({ description: 'desktop, mobile, tablet or other' })
  device!: string;
}

@ObjectType()
export class TrafficByBrowser extends TrafficCounts {
  @Field()
  browser!: string;
}

@ObjectType({ description: 'Where visitors and clicks came from over a range of site days' })
export class TrafficSources {
  @Field({ description: 'YYYY-MM-DD, included' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD, included' })
  to!: string;

  @Field(() => TrafficCounts)
  totals!: TrafficCounts;

  @Field(() => [TrafficBySource])
  sources!: TrafficBySource[];

  @Field(() => [TrafficByCampaign])
  campaigns!: TrafficByCampaign[];

  @Field(() => [TrafficByPage])
  pages!: TrafficByPage[];

  @Field(() => [TrafficByDevice])
  devices!: TrafficByDevice[];

  @Field(() => [TrafficByBrowser])
  browsers!: TrafficByBrowser[];
}
