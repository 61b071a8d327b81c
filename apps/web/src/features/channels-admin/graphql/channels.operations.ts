import { graphql } from '../../../gql/curator';

export const ChannelsOverviewQuery = graphql(`
  query ChannelsOverview {
    channels {
      name
      configured
      variables
      state
      lastError
      failedAt
      pausedUntil
    }
    channelPosts {
      dealId
      dealTitle
      channel
      state
      remoteUrl
      postedAt
      lastError
    }
  }
`);

export const RetryChannelPostMutation = graphql(`
  mutation RetryChannelPost($dealId: Int!, $channel: String!) {
    retryChannelPost(dealId: $dealId, channel: $channel)
  }
`);
