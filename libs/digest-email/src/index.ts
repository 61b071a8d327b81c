export { renderConfirmationEmail, renderDigestEmail } from './render-emails';
export { renderAlertEmail } from './render-alert-email';
export { SITE_NAME } from './site-wording';
export type {
  AlertEmailDeal,
  AlertEmailInput,
  ConfirmationEmailInput,
  DigestDeal,
  DigestEmailInput,
  DigestFrequency,
  RenderedEmail,
} from './email-types';
