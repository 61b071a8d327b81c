import { graphql } from '../../../gql/curator';

export const BrokenLinksQuery = graphql(`
  query BrokenLinks {
    linkHealth {
      counts {
        ok
        broken
        unknown
        notChecked
      }
      running
      lastFinishedAt
      lastRun {
        id
        startedAt
        finishedAt
      }
      nextRunAt
    }
    dealLinkChecks(status: BROKEN) {
      deal {
        ...DealAdminRow_deal
      }
      status
      httpStatus
      reason
      finalUrl
      checkedAt
    }
    notCheckedLinks: dealLinkChecks(status: NOT_CHECKED) {
      deal {
        id
        title
        description
      }
      reason
    }
  }
`);

export const CheckDealLinksMutation = graphql(`
  mutation CheckDealLinks {
    checkDealLinks {
      started
      message
    }
  }
`);
