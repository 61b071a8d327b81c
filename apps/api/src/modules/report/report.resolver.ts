import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql-kit/request-context';
import { CuratorOnly, Public } from '../../access/access';
import { parseDealId } from '../deal/deal-id';
import type { VisitorGate } from '../visitor/visitor-gate';
import { DealReportKind } from './deal-report.entity';
import { REPORTS_TO_MARK_REPORTED } from './report.service';
import { ReportedDeal } from './reported-deal.type';
import type { ReportService } from './report.service';

@Resolver()
export class ReportResolver {
  constructor(
    private readonly reports: ReportService,
    private readonly visitorGate: VisitorGate,
  ) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'A visitor reports a deal; one report per address per deal per day counts, whatever the browser, bots never. Answers true whether it counted or not',
  })
  async reportDeal(
    @Arg('id', () => ID) id: string,
    @Arg('kind', () => DealReportKind) kind: DealReportKind,
    @Ctx() { req }: RequestContext,
  ): Promise<boolean> {
    const dealId = parseDealId(id);
    const { visitor, address } = this.visitorGate.visitorOf(req, 'report');
    await this.reports.report(dealId, kind, visitor, address);
    return true;
  }

  @CuratorOnly()
  @Query(() => [ReportedDeal], {
    description: `Live deals with open reports; ${REPORTS_TO_MARK_REPORTED} within a day mark one "Reported"`,
  })
  reportedDeals(): Promise<ReportedDeal[]> {
    return this.reports.openReports();
  }

  @CuratorOnly()
  @Mutation(() => Int, { description: "Closes a deal's open reports; answers how many" })
  dismissDealReports(@Arg('id', () => ID) id: string): Promise<number> {
    return this.reports.dismiss(parseDealId(id));
  }
}
