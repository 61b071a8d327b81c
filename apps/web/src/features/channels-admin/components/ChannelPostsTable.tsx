import type { ChannelsOverviewQuery } from '../../../gql/curator/graphql';
import { StyledPillButton } from '../../layout/components/buttons';
import { canRetry, networkLabel, postDealName, postStateLabel } from '../channel-texts';
import { StyledChannelTable, StyledTableScroll } from './channel-table';

export type ChannelPostView = ChannelsOverviewQuery['channelPosts'][number];

export interface ChannelPostsTableProps {
  posts: readonly ChannelPostView[];
  formatDate: (iso: string) => string;
  onRetry: (post: ChannelPostView) => void;
  isPending: (dealId: number, channel: string) => boolean;
  busy: boolean;
}

/** The last posts: where each went, how it stands, and Retry where the curator must decide. */
export function ChannelPostsTable({
  posts,
  formatDate,
  onRetry,
  isPending,
  busy,
}: ChannelPostsTableProps) {
  return (
    <StyledTableScroll>
      <StyledChannelTable>
        <caption>Last posts</caption>
        <thead>
          <tr>
            <th scope="col">Deal</th>
            <th scope="col">Network</th>
            <th scope="col">State</th>
            <th scope="col">Post</th>
            <th scope="col">Posted</th>
            <th scope="col">Last error</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => {
            const network = networkLabel(post.channel);
            const deal = postDealName(post);
            return (
              <tr key={`${post.dealId}-${post.channel}`} data-channel={post.channel}>
                <td className="wrap">
                  {post.dealTitle ? <a href={`/deals/${post.dealId}`}>{deal}</a> : deal}
                </td>
                <td>{network}</td>
                <td>{postStateLabel(post.state)}</td>
                <td>
                  {post.remoteUrl ? (
                    <a href={post.remoteUrl} target="_blank" rel="noopener noreferrer">
                      View on {network}
                    </a>
                  ) : null}
                </td>
                <td>{post.postedAt ? formatDate(post.postedAt) : null}</td>
                <td className="wrap">{post.lastError}</td>
                <td>
                  {canRetry(post.state) ? (
                    <StyledPillButton
                      type="button"
                      aria-label={`Retry ${deal} on ${network}`}
                      disabled={busy}
                      onClick={() => onRetry(post)}
                    >
                      {isPending(post.dealId, post.channel) ? 'Retrying…' : 'Retry'}
                    </StyledPillButton>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledChannelTable>
    </StyledTableScroll>
  );
}
