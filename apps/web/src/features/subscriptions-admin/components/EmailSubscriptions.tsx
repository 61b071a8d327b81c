import styled from 'styled-components';
import { pillControl } from '../../layout/components/buttons';
import { PanelCard } from '../../layout/components/PanelCard';
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

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledDownload = styled.a`
  ${pillControl}
`;

const StyledTableScroll = styled.div`
  max-height: 24rem;
  overflow: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
      <StyledHeader>
        <h2 id="email-subscriptions-heading">
          Email Subscriptions{data ? ` (${data.subscriptions.length})` : ''}
        </h2>
        <StyledDownload href="/api/subscriptions.csv" download="subscriptions.csv">
          Download CSV
        </StyledDownload>
      </StyledHeader>
      <DigestDelivery formatDate={dateTimeOf} />
      <PushDelivery formatDate={dateTimeOf} />
      <StyledSubheading>Subscribers</StyledSubheading>
      {!data ? (
        <StyledNote role={error ? 'alert' : 'status'}>
          {error ? `Could not load subscribers (${error.message}).` : 'Loading subscribers…'}
        </StyledNote>
      ) : data.subscriptions.length === 0 ? (
        <StyledNote>No subscribers yet.</StyledNote>
      ) : (
        <StyledTableScroll>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Frequency</th>
                <th scope="col">Status</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {data.subscriptions.map((subscription) => (
                <tr key={subscription.id}>
                  <td>{subscription.email}</td>
                  <td>{subscription.frequency}</td>
                  <td>{subscription.status}</td>
                  <td>{dateOf(subscription.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      )}
    </PanelCard>
  );
}
