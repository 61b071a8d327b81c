import type { ChannelsOverviewQuery } from '../../../gql/curator/graphql';
import { AdminTable } from '../../layout/components/AdminTable';
import { StyledPillButton } from '../../layout/components/buttons';
import {
  CHANNEL_TEXTS,
  canRetry,
  networkLabel,
  postDealName,
  postStateLabel,
} from '../channel-texts';

export type ChannelPostView = ChannelsOverviewQuery['channelPosts'][number];

export interface ChannelPostsTableProps {
  posts: readonly ChannelPostView[];
  formatDate: (iso: string) => string;
  onRetry: (post: ChannelPostView) => void;
  isPending: (dealId: number, channel: string) => boolean;
  busy: boolean;
}

/**
 * The last posts: where each went, how it stands, and Retry where the curator must decide; a line
 * saying none yet when there are none.
 */
export function ChannelPostsTable({
  posts,
  formatDate,
  onRetry,
  isPending,
  busy,
}: ChannelPostsTableProps) {
  return (
    <AdminTable
      caption="Last posts"
      empty={CHANNEL_TEXTS.noPosts}
      rows={posts}
      rowKey={(post) => `${post.dealId}-${post.channel}`}
      columns={[
        {
          header: 'Deal',
          wrap: true,
          cell: (post) =>
            post.dealTitle ? (
              <a href={`/deals/${post.dealId}`}>{postDealName(post)}</a>
            ) : (
              postDealName(post)
            ),
        },
        { header: 'Network', cell: (post) => networkLabel(post.channel) },
        { header: 'State', cell: (post) => postStateLabel(post.state) },
        {
          header: 'Post',
          cell: (post) =>
            post.remoteUrl ? (
              <a href={post.remoteUrl} target="_blank" rel="noopener noreferrer">
                View on {networkLabel(post.channel)}
              </a>
            ) : null,
        },
        { header: 'Posted', cell: (post) => (post.postedAt ? formatDate(post.postedAt) : null) },
        { header: 'Last error', wrap: true, cell: (post) => post.lastError },
        {
          header: 'Action',
          cell: (post) =>
            canRetry(post.state) ? (
              <StyledPillButton
                type="button"
                aria-label={`Retry ${postDealName(post)} on ${networkLabel(post.channel)}`}
                disabled={busy}
                onClick={() => onRetry(post)}
              >
                {isPending(post.dealId, post.channel) ? 'Retrying…' : 'Retry'}
              </StyledPillButton>
            ) : null,
        },
      ]}
    />
  );
}
