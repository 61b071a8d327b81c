import { graphql } from '../../../gql/curator';

export const EmailDeliveryQuery = graphql(`
  query EmailDelivery {
    emailDelivery {
      mailConfigured
      confirmedCount
      pendingCount
      pausedCount
      alertCount
      alertSubscriberCount
      alertMailsLastDay
      recentRuns {
        ...DigestRunTable_run
      }
    }
  }
`);

export const RunDigestMutation = graphql(`
  mutation RunDigest($frequency: String!) {
    runDigest(frequency: $frequency) {
      sent
      skipped
      failed
    }
  }
`);

export const SendTestDigestMutation = graphql(`
  mutation SendTestDigest($email: String!) {
    sendTestDigest(email: $email)
  }
`);
