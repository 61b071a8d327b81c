import { Field, Int, ObjectType } from 'type-graphql';
import { Deal } from '../deal/deal.entity';

@ObjectType({ description: "A live deal visitors reported, with its open reports' counts" })
export class ReportedDeal {
  @Field(() => Deal)
  deal!: Deal;

  @Field(() => Int, { description: '"Report expired" reports' })
  expiredReports!: number;

  @Field(() => Int, { description: '"Price changed" reports' })
  priceReports!: number;

  @Field(() => Int, { description: '"Link broken" reports' })
  linkReports!: number;

  @Field(() => Int)
  total!: number;

  @Field({ description: 'Enough addresses reported it within one day to mark it "Reported"' })
  reported!: boolean;

  @Field()
  lastReportedAt!: Date;
}
