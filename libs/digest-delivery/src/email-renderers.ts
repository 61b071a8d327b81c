import type {
  AlertEmailDeal,
  AlertEmailInput,
  ConfirmationEmailInput,
  DigestDeal,
  DigestEmailInput,
  RenderedEmail,
} from '@deal-site/digest-email';

export type {
  AlertEmailDeal,
  AlertEmailInput,
  ConfirmationEmailInput,
  DigestDeal,
  DigestEmailInput,
  RenderedEmail,
};

/** The templates of @deal-site/digest-email, passed in so sending never depends on how mail looks. */
export interface EmailRenderers {
  renderDigestEmail(input: DigestEmailInput): Promise<RenderedEmail>;
  renderConfirmationEmail(input: ConfirmationEmailInput): Promise<RenderedEmail>;
  renderAlertEmail(input: AlertEmailInput): Promise<RenderedEmail>;
}
