import { useQuery } from '@apollo/client/react';
import { ChannelsOverviewQuery } from '../graphql/channels.operations';

/** A new deal is posted by a sweep every 15 s: the card follows it without a reload. */
const CHANNELS_POLL_MS = 10_000;

/** Every network's state and the last 20 posts, refreshed while the card is on screen. */
export function useChannelsOverview() {
  const { data, error } = useQuery(ChannelsOverviewQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: CHANNELS_POLL_MS,
  });
  return { channels: data?.channels, posts: data?.channelPosts, error };
}
