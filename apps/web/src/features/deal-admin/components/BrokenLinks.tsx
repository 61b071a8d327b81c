import { useMutation, useQuery } from '@apollo/client/react';
import { displayTitle } from '@deal-site/deal-text';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../app/site-context';
import type { DealEditDialog_DealFragment } from '../../../gql/curator/graphql';
import { StyledPillButton } from '../../layout/components/buttons';
import { StyledPanelHeader } from '../../layout/components/panel-parts';
import { useToast } from '../../toast';
import { BrokenLinksQuery, CheckDealLinksMutation } from '../graphql/link-health.query';
import { useDealExpiry } from '../hooks/useDealExpiry';
import { LINK_CHECK_TOASTS, isWebAddress, linkCountsText } from '../link-health-texts';
import { serverMessageOf } from '../mutation-errors';
import { StyledMuted } from './controls';
import { HealthRowButtons } from './HealthRowButtons';
import { DealEditDialog } from './DealEditDialog';
import { NotCheckedLinks } from './NotCheckedLinks';
import { StyledHealthList, StyledHealthRow, StyledHealthRowText } from './health-list';

/** While a check runs, the list is read again this often: results come in link by link. */
const POLL_WHILE_RUNNING_MS = 5_000;

const StyledHeader = styled(StyledPanelHeader)`
  h3 {
    margin: 0;
  }
`;

const StyledReason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const StyledFinalUrl = styled.span`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Live deals whose affiliate link the weekly check found broken, each with its reason, where the
 * link led and when, Edit and Expire; those it never requests, folded away; the counts of every
 * verdict and "Check links now".
 */
export function BrokenLinks() {
  const { config } = useSite();
  const { toast } = useToast();
  const [editing, setEditing] = useState<DealEditDialog_DealFragment | null>(null);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(BrokenLinksQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const { expireNow, pending: expiring } = useDealExpiry();
  const [runCheck, checking] = useMutation(CheckDealLinksMutation);
  const dateFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: config.siteTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));

  const health = data?.linkHealth;
  const running = health?.running ?? false;
  useEffect(() => {
    if (running) startPolling(POLL_WHILE_RUNNING_MS);
    else stopPolling();
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  const checkNow = async () => {
    try {
      const { data: answer } = await runCheck();
      toast({
        title: answer?.checkDealLinks.started ? 'Link check started' : 'Link check already running',
        description: answer?.checkDealLinks.message,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: LINK_CHECK_TOASTS.failed,
        description: serverMessageOf(failure),
        variant: 'destructive',
      });
    }
    await refetch().catch(() => undefined);
  };
  // An expired deal leaves the list by itself: the expiry drops the cached list, which reloads.
  const expire = (id: string) => expireNow(id);
  const closeEditor = () => {
    setEditing(null);
    // A corrected link leaves the list: its check was of the old one.
    void refetch().catch(() => undefined);
  };

  const broken = data?.dealLinkChecks ?? [];
  let status = '';
  if (error) status = 'The link checks could not be loaded.';
  else if (loading && !health) status = 'Loading link checks…';
  else if (broken.length === 0) status = 'No broken links.';

  let lastRun = 'No link check has run yet.';
  if (running) lastRun = 'Checking links…';
  else if (health?.lastFinishedAt)
    lastRun = `Last check finished ${formatDate(health.lastFinishedAt)}`;
  else if (health?.lastRun)
    lastRun = `A check started ${formatDate(health.lastRun.startedAt)} did not finish.`;

  return (
    <section aria-labelledby="broken-links-heading">
      <StyledHeader>
        <h3 id="broken-links-heading">Broken links</h3>
        <StyledPillButton
          type="button"
          disabled={running || checking.loading}
          onClick={() => void checkNow()}
        >
          {running ? 'Checking links…' : 'Check links now'}
        </StyledPillButton>
      </StyledHeader>
      {health ? (
        <StyledMuted data-testid="link-check-counts">
          {linkCountsText(health.counts)}
          <br />
          {lastRun} · next {formatDate(health.nextRunAt)}
        </StyledMuted>
      ) : null}
      {status ? <StyledMuted role="status">{status}</StyledMuted> : null}
      {broken.length > 0 ? (
        <StyledHealthList aria-label="Broken links">
          {broken.map((entry) => {
            const title = displayTitle(entry.deal);
            return (
              <StyledHealthRow key={entry.deal.id} data-testid="broken-link-row">
                <StyledHealthRowText>
                  <strong>{title}</strong>
                  <StyledReason>{entry.reason}</StyledReason>
                  <StyledFinalUrl>
                    {isWebAddress(entry.finalUrl) ? (
                      <a
                        href={entry.finalUrl}
                        target="_blank"
                        rel="sponsored nofollow noopener noreferrer"
                      >
                        {entry.finalUrl}
                      </a>
                    ) : (
                      entry.finalUrl
                    )}
                  </StyledFinalUrl>
                  <StyledMuted>checked {formatDate(entry.checkedAt)}</StyledMuted>
                </StyledHealthRowText>
                <HealthRowButtons
                  title={title}
                  expiring={expiring}
                  onExpire={() => void expire(entry.deal.id)}
                  onEdit={() => setEditing(entry.deal)}
                />
              </StyledHealthRow>
            );
          })}
        </StyledHealthList>
      ) : null}
      <NotCheckedLinks links={data?.notCheckedLinks ?? []} />
      {editing ? <DealEditDialog deal={editing} onClose={closeEditor} /> : null}
    </section>
  );
}
