import { alertLabel } from '@deal-site/deal-text';
import { Button, PageSection } from '@deal-site/ui/static-page';
import styled from 'styled-components';
import type { Subscription } from '../subscription/subscription.entity';
import { AddAlertForms } from './AddAlertForms';
import { MAX_ALERTS } from './alert.service';
import { refusalOf, type PageNotice } from './manage-page-notice';
import { PageForm, Refusal } from './PageForm';
import type { SubscriptionAlert } from './subscription-alert.entity';

const AlertList = styled.ul`
  li {
    margin: ${({ theme }) => `${theme.space.sm} 0`};
  }
`;

function AlertItem({ path, alert }: { path: string; alert: SubscriptionAlert }) {
  const label = alertLabel(alert);
  const when = alert.frequency === 'instant' ? 'instantly' : `in the ${alert.frequency} digest`;
  return (
    <li>
      {label} · {when}{' '}
      <PageForm path={path} action="remove" label={`Remove ${label}`} inline>
        <input type="hidden" name="alert" value={alert.id} />
        <Button type="submit" $quiet>
          Remove {label}
        </Button>
      </PageForm>
    </li>
  );
}

export interface AlertsSectionProps {
  path: string;
  subscription: Subscription;
  alerts: SubscriptionAlert[];
  notice: PageNotice | null;
}

export function AlertsSection({ path, subscription, alerts, notice }: AlertsSectionProps) {
  const refusedAdd = (['keyword', 'store', 'section'] as const)
    .map((kind) => refusalOf(notice, kind)?.text)
    .find(Boolean);
  return (
    <PageSection aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Alert me about…</h2>
      <p>
        An e-mail when a new deal mentions a word (whole words, any case or accents), comes from a
        store or is posted in a section.
      </p>
      {alerts.length === 0 ? (
        <p>No alerts yet.</p>
      ) : (
        <AlertList aria-label="Your alerts">
          {alerts.map((alert) => (
            <AlertItem key={alert.id} path={path} alert={alert} />
          ))}
        </AlertList>
      )}
      <Refusal id="remove-error" text={refusalOf(notice, 'remove')?.text} />
      {alerts.length >= MAX_ALERTS ? (
        <>
          <p>You keep the most alerts there can be ({MAX_ALERTS}). Remove one to add another.</p>
          <Refusal id="add-error" text={refusedAdd} />
        </>
      ) : (
        <AddAlertForms path={path} digest={subscription.frequency} notice={notice} />
      )}
    </PageSection>
  );
}
