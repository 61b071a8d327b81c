export { renderConfirmationEmail, renderDigestEmail } from './render-emails';
export type {
  ConfirmationEmailInput,
  DigestDeal,
  DigestEmailInput,
  DigestFrequency,
  RenderedEmail,
} from './email-types';
