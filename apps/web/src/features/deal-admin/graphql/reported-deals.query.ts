import { graphql } from '../../../gql/curator';

export const ReportedDealsQuery = graphql(`
  query ReportedDeals {
    reportedDeals {
      deal {
        ...DealEditDialog_deal
      }
      expiredReports
      priceReports
      linkReports
      total
      reported
      lastReportedAt
    }
  }
`);

export const DismissDealReportsMutation = graphql(`
  mutation DismissDealReports($id: ID!) {
    dismissDealReports(id: $id)
  }
`);
