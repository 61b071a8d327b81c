import { PostButtonForm } from '@deal-site/ui/static-page';
import { LinkPage } from './LinkPage';

export interface UnsubscribeConfirmPageProps {
  email: string;
  token: string;
}

export function UnsubscribeConfirmPage({ email, token }: UnsubscribeConfirmPageProps) {
  return (
    <LinkPage title="Unsubscribe from deal e-mails">
      <p>
        Stop sending deal e-mails to <strong>{email}</strong>?
      </p>
      <PostButtonForm action={`/unsubscribe/${encodeURIComponent(token)}`} label="Unsubscribe" />
    </LinkPage>
  );
}

export function UnsubscribedPage({ email }: { email: string }) {
  return (
    <LinkPage title="You are unsubscribed">
      <p>{email} will receive no more deal e-mails.</p>
    </LinkPage>
  );
}

export function UnknownUnsubscribeLinkPage() {
  return (
    <LinkPage title="Link not valid">
      <p>This unsubscribe link is not valid or was already used.</p>
    </LinkPage>
  );
}
