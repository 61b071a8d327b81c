import { PageSection, PostButtonForm } from '@deal-site/ui/static-page';
import { LinkPage } from '../subscription/LinkPage';
import type { ManagedSubscription } from './alert.service';
import { AlertsSection } from './AlertsSection';
import { DigestSection } from './DigestSection';
import { PushSection } from './PushSection';
import { refusalOf, type PageNotice } from './manage-page-notice';
import { Refusal } from './PageForm';

export interface ManagePageProps {
  /** The page's own address, where its forms post. */
  path: string;
  /** The subscription's token, which the page's address holds. */
  token: string;
  unsubscribePath: string;
  managed: ManagedSubscription;
  notice: PageNotice | null;
}

/** The subscriber's own page: alerts, the digest's frequency, notifications and unsubscribing. */
export function ManagePage({ path, token, unsubscribePath, managed, notice }: ManagePageProps) {
  const { subscription, alerts } = managed;
  return (
    <LinkPage title="Your deal e-mails">
      <p>
        Deal e-mails go to <strong>{subscription.email}</strong>.
      </p>
      {notice?.kind === 'done' || notice?.kind === 'offer' ? (
        <p role="status">
          <strong>{notice.text}</strong>
        </p>
      ) : (
        <Refusal id="page-error" text={refusalOf(notice, 'page')?.text} />
      )}
      <AlertsSection path={path} subscription={subscription} alerts={alerts} notice={notice} />
      <DigestSection path={path} frequency={subscription.frequency} notice={notice} />
      <PushSection token={token} />
      <PageSection aria-labelledby="leave-heading">
        <h2 id="leave-heading">Unsubscribe</h2>
        <p>No more deal e-mails of any kind, alerts included.</p>
        <PostButtonForm action={unsubscribePath} label="Unsubscribe" />
      </PageSection>
    </LinkPage>
  );
}
