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
        ...DealEditDialog_deal
      }
      status
      httpStatus
      reason
      finalUrl
      checkedAt
    }
    notCheckedLinks: dealLinkChecks(status: NOT_CHECKED) {
      ...NotCheckedLinks_check
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
