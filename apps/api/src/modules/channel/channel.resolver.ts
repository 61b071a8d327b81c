import { Arg, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CuratorOnly } from '../../access/access';
import type { ChannelPostingService } from './channel-posting.service';
import { ChannelPostSummary, ChannelStatus } from './channel.types';

@Resolver()
export class ChannelResolver {
  constructor(private readonly channelPosting: ChannelPostingService) {}

  @CuratorOnly()
  @Query(() => [ChannelStatus], {
    description: 'Every network, configured or not: the variables that turn it on and its state',
  })
  channels(): Promise<ChannelStatus[]> {
    return this.channelPosting.channels();
  }

  @CuratorOnly()
  @Query(() => [ChannelPostSummary], { description: 'The last 20 channel posts, newest first' })
  channelPosts(): Promise<ChannelPostSummary[]> {
    return this.channelPosting.recentPosts();
  }

  @CuratorOnly()
  @Mutation(() => Boolean, {
    description:
      'Post now (a deal without a post there) or Retry (a failed, unknown or waiting post): due at once, the channel ready, a sweep started; false when it is posted or being posted. BAD_USER_INPUT for a channel that is unknown or not configured, NOT_FOUND for an unknown deal',
  })
  retryChannelPost(
    @Arg('dealId', () => Int) dealId: number,
    @Arg('channel', () => String) channel: string,
  ): Promise<boolean> {
    return this.channelPosting.retryPost(dealId, channel);
  }
}
