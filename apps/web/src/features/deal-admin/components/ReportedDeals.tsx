import { useMutation, useQuery } from '@apollo/client/react';
import { displayTitle } from '@deal-site/deal-text';
import { useState } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../app/site-context';
import type { DealEditDialog_DealFragment } from '../../../gql/curator/graphql';
import { StyledPillButton } from '../../layout/components/buttons';
import { useToast } from '../../toast';
import { DismissDealReportsMutation, ReportedDealsQuery } from '../graphql/reported-deals.query';
import { useDealExpiry } from '../hooks/useDealExpiry';
import { StyledMuted } from './controls';
import { HealthRowButtons } from './HealthRowButtons';
import { DealEditDialog } from './DealEditDialog';
import { StyledHealthList, StyledHealthRow, StyledHealthRowText } from './health-list';

const StyledReportedMark = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const plural = (count: number, word: string) => `${count} ${word}`;

/** Live deals visitors reported, "Reported" ones first, each with Expire, Dismiss and Edit. */
export function ReportedDeals() {
  const { config } = useSite();
  const { toast } = useToast();
  const [editing, setEditing] = useState<DealEditDialog_DealFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(ReportedDealsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const { expireNow, pending: expiring } = useDealExpiry();
  const [runDismiss, dismissing] = useMutation(DismissDealReportsMutation);
  const dateFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: config.siteTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const dismiss = async (id: string) => {
    try {
      await runDismiss({ variables: { id } });
      toast({ title: 'Reports dismissed', variant: 'success' });
    } catch {
      toast({ title: 'Failed to dismiss the reports', variant: 'destructive' });
    }
    await refetch();
  };
  // An expired deal leaves the list by itself: the expiry drops the cached list, which reloads.
  const expire = (id: string) => expireNow(id);

  const reported = data?.reportedDeals ?? [];
  let status = '';
  if (error) status = 'The reported deals could not be loaded.';
  else if (loading && reported.length === 0) status = 'Loading reported deals…';
  else if (reported.length === 0) status = 'No open reports.';

  return (
    <section aria-labelledby="reported-deals-heading">
      <h3 id="reported-deals-heading">Reported deals</h3>
      {status ? <StyledMuted role="status">{status}</StyledMuted> : null}
      {reported.length > 0 ? (
        <StyledHealthList aria-label="Reported deals">
          {reported.map((entry) => {
            const title = displayTitle(entry.deal);
            const counts = [
              plural(entry.expiredReports, 'expired'),
              plural(entry.priceReports, 'price changed'),
              plural(entry.linkReports, 'link broken'),
            ].join(' · ');
            return (
              <StyledHealthRow key={entry.deal.id} data-testid="reported-deal-row">
                <StyledHealthRowText>
                  <strong>
                    {title}
                    {entry.reported ? (
                      <>
                        {' '}
                        <StyledReportedMark>Reported</StyledReportedMark>
                      </>
                    ) : null}
                  </strong>
                  <StyledMuted>
                    {counts} · last {dateFormat.format(new Date(entry.lastReportedAt))}
                  </StyledMuted>
                </StyledHealthRowText>
                <HealthRowButtons
                  title={title}
                  expiring={expiring}
                  onExpire={() => void expire(entry.deal.id)}
                  onEdit={() => setEditing(entry.deal)}
                >
                  <StyledPillButton
                    type="button"
                    aria-label={`Dismiss reports on ${title}`}
                    disabled={dismissing.loading}
                    onClick={() => void dismiss(entry.deal.id)}
                  >
                    Dismiss
                  </StyledPillButton>
                </HealthRowButtons>
              </StyledHealthRow>
            );
          })}
        </StyledHealthList>
      ) : null}
      {editing ? <DealEditDialog deal={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
