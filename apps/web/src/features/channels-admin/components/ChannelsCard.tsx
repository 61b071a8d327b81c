import { StyledStatus } from '../../deal-admin/components/controls';
import { PanelCard } from '../../layout/components/PanelCard';
import { StyledPanelNote } from '../../layout/components/panel-parts';
import { CHANNEL_TEXTS, postDealName } from '../channel-texts';
import { useChannelsOverview } from '../hooks/useChannelsOverview';
import { useRetryChannelPost } from '../hooks/useRetryChannelPost';
import { ChannelPostsTable } from './ChannelPostsTable';
import { ChannelStatusTable } from './ChannelStatusTable';
import { PostNowForm } from './PostNowForm';

export interface ChannelsCardProps {
  timeZone: string;
}

/** Where new deals are posted: each network's state, the last posts, Retry and Post now. */
export function ChannelsCard({ timeZone }: ChannelsCardProps) {
  const { channels, posts, error } = useChannelsOverview();
  const { requestPost, isPending, busy, status } = useRetryChannelPost();
  const formatDate = (iso: string) =>
    new Date(iso).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const configured = (channels ?? []).filter((channel) => channel.configured);

  return (
    <PanelCard aria-labelledby="channels-heading">
      <h2 id="channels-heading">Channels</h2>
      {!channels || !posts ? (
        <StyledPanelNote role={error ? 'alert' : 'status'}>
          {error ? CHANNEL_TEXTS.loadFailed(error.message) : CHANNEL_TEXTS.loading}
        </StyledPanelNote>
      ) : (
        <>
          <ChannelStatusTable channels={channels} formatDate={formatDate} />
          {configured.length === 0 ? (
            <StyledPanelNote>{CHANNEL_TEXTS.noneConfigured}</StyledPanelNote>
          ) : (
            <PostNowForm
              channels={configured.map((channel) => channel.name)}
              busy={busy}
              onPost={(dealId, channel) =>
                requestPost({
                  dealId,
                  channel,
                  pendingText: CHANNEL_TEXTS.posting(dealId, channel),
                  doneText: CHANNEL_TEXTS.postQueued(dealId, channel),
                })
              }
            />
          )}
          <StyledStatus>{status}</StyledStatus>
          <ChannelPostsTable
            posts={posts}
            formatDate={formatDate}
            isPending={isPending}
            busy={busy}
            onRetry={(post) =>
              void requestPost({
                dealId: post.dealId,
                channel: post.channel,
                pendingText: CHANNEL_TEXTS.retrying(postDealName(post), post.channel),
                doneText: CHANNEL_TEXTS.retryQueued(postDealName(post), post.channel),
              })
            }
          />
        </>
      )}
    </PanelCard>
  );
}
