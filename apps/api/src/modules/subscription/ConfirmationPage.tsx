import { PostButtonForm } from '@deal-site/ui/static-page';
import { LinkPage } from './LinkPage';
import { managePagePath } from './manage-page-path';

export interface ConfirmSubscriptionPageProps {
  email: string;
  frequency: string;
  token: string;
}

export function ConfirmSubscriptionPage({ email, frequency, token }: ConfirmSubscriptionPageProps) {
  return (
    <LinkPage title="Confirm your subscription">
      <p>
        Send the {frequency} deal e-mails to <strong>{email}</strong>?
      </p>
      <PostButtonForm
        action={`/subscribe/confirm/${encodeURIComponent(token)}`}
        label="Confirm my subscription"
      />
    </LinkPage>
  );
}

export interface SubscriptionConfirmedPageProps {
  email: string;
  frequency: string;
  manageToken: string;
}

export function SubscriptionConfirmedPage({
  email,
  frequency,
  manageToken,
}: SubscriptionConfirmedPageProps) {
  return (
    <LinkPage title="Subscription confirmed">
      <p>
        {email} will receive the {frequency} deal e-mails.
      </p>
      <p>
        <a href={managePagePath(manageToken)}>Alert me about…</a> a word, a store or a section, as
        soon as a matching deal is posted.
      </p>
    </LinkPage>
  );
}

export function UnknownConfirmLinkPage() {
  return (
    <LinkPage title="Link not valid">
      <p>This confirmation link is not valid.</p>
    </LinkPage>
  );
}
