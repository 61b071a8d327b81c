import styled from 'styled-components';
import type { ChannelsOverviewQuery } from '../../../gql/curator/graphql';
import {
  channelDetail,
  channelHealth,
  channelHealthLabel,
  networkLabel,
  type ChannelHealth,
} from '../channel-texts';
import { StyledChannelTable, StyledTableScroll } from './channel-table';

const StyledHealth = styled.span<{ $health: ChannelHealth }>`
  font-weight: 600;
  color: ${({ theme, $health }) =>
    $health === 'failing'
      ? theme.colors.danger
      : $health === 'ready'
        ? theme.colors.text
        : theme.colors.textMuted};
`;

export interface ChannelStatusTableProps {
  channels: ChannelsOverviewQuery['channels'];
  formatDate: (iso: string) => string;
}

/** Each network: configured or how to configure it, and ready, failing or rate-limited. */
export function ChannelStatusTable({ channels, formatDate }: ChannelStatusTableProps) {
  const now = Date.now();
  return (
    <StyledTableScroll>
      <StyledChannelTable>
        <caption>Networks</caption>
        <thead>
          <tr>
            <th scope="col">Network</th>
            <th scope="col">State</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => {
            const health = channelHealth(channel, now);
            return (
              <tr key={channel.name} data-channel={channel.name}>
                <th scope="row">{networkLabel(channel.name)}</th>
                <td>
                  <StyledHealth $health={health}>{channelHealthLabel(health)}</StyledHealth>
                </td>
                <td className="wrap">{channelDetail(channel, now, formatDate)}</td>
              </tr>
            );
          })}
        </tbody>
      </StyledChannelTable>
    </StyledTableScroll>
  );
}
