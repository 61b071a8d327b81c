import { graphql } from '../../../gql/curator';

export const PushDeliveryQuery = graphql(`
  query PushDelivery {
    pushDelivery {
      followers
      recentFanouts {
        dealId
        dealTitle
        startedAt
        finishedAt
        sent
        removed
        failed
      }
    }
  }
`);
