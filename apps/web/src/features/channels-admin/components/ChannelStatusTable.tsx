import styled from 'styled-components';
import type { ChannelsOverviewQuery } from '../../../gql/curator/graphql';
import { AdminTable } from '../../layout/components/AdminTable';
import {
  channelDetail,
  channelHealth,
  channelHealthLabel,
  networkLabel,
  type ChannelHealth,
} from '../channel-texts';

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
    <AdminTable
      caption="Networks"
      rows={channels}
      rowKey={(channel) => channel.name}
      columns={[
        { header: 'Network', rowHeader: true, cell: (channel) => networkLabel(channel.name) },
        {
          header: 'State',
          cell: (channel) => {
            const health = channelHealth(channel, now);
            return <StyledHealth $health={health}>{channelHealthLabel(health)}</StyledHealth>;
          },
        },
        {
          header: 'Details',
          wrap: true,
          cell: (channel) => channelDetail(channel, now, formatDate),
        },
      ]}
    />
  );
}
