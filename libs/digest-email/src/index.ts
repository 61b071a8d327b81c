export { renderConfirmationEmail, renderDigestEmail } from './render-emails';
export { SITE_NAME } from './site-wording';
export type {
  ConfirmationEmailInput,
  DigestDeal,
  DigestEmailInput,
  DigestFrequency,
  RenderedEmail,
} from './email-types';
