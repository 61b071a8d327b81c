import styled from 'styled-components';
import { AdminTable } from '../../layout/components/AdminTable';
import { PanelCard } from '../../layout/components/PanelCard';
import {
  StyledPanelHeader,
  StyledPanelNote,
  StyledPillLink,
} from '../../layout/components/panel-parts';
import { usePolledJson } from '../../analytics/hooks/usePolledJson';
import { DigestDelivery } from './DigestDelivery';
import { PushDelivery } from './PushDelivery';

/** The spec's read timing for the subscriber list: refetched hourly. */
const SUBSCRIPTIONS_REFETCH_MS = 60 * 60 * 1000;

interface SubscriptionRow {
  id: number;
  email: string;
  frequency: 'daily' | 'weekly';
  createdAt: string;
  /** pending (awaiting e-mail confirmation), active or paused. */
  status: string;
}

const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface EmailSubscriptionsProps {
  timeZone: string;
}

/**
 * Digest delivery, push followers and fan-outs, then every subscriber with frequency and date, and
 * the list as a CSV download.
 */
export function EmailSubscriptions({ timeZone }: EmailSubscriptionsProps) {
  const { data, error } = usePolledJson<{ subscriptions: SubscriptionRow[] }>(
    '/api/subscriptions',
    SUBSCRIPTIONS_REFETCH_MS,
  );
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleDateString('en-US', { timeZone, dateStyle: 'medium' });
  const dateTimeOf = (iso: string) =>
    new Date(iso).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });

  return (
    <PanelCard aria-labelledby="email-subscriptions-heading">
      <StyledPanelHeader>
        <h2 id="email-subscriptions-heading">
          Email Subscriptions{data ? ` (${data.subscriptions.length})` : ''}
        </h2>
        <StyledPillLink href="/api/subscriptions.csv" download="subscriptions.csv">
          Download CSV
        </StyledPillLink>
      </StyledPanelHeader>
      <DigestDelivery formatDate={dateTimeOf} />
      <PushDelivery formatDate={dateTimeOf} />
      <StyledSubheading>Subscribers</StyledSubheading>
      {!data ? (
        <StyledPanelNote role={error ? 'alert' : 'status'}>
          {error ? `Could not load subscribers (${error.message}).` : 'Loading subscribers…'}
        </StyledPanelNote>
      ) : (
        <AdminTable
          capHeight
          empty="No subscribers yet."
          rows={data.subscriptions}
          rowKey={(subscription) => String(subscription.id)}
          columns={[
            { header: 'Email', cell: (subscription) => subscription.email },
            { header: 'Frequency', cell: (subscription) => subscription.frequency },
            { header: 'Status', cell: (subscription) => subscription.status },
            { header: 'Subscribed', cell: (subscription) => dateOf(subscription.createdAt) },
          ]}
        />
      )}
    </PanelCard>
  );
}
