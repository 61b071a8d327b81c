// Test helpers for mail; never imported by app code.
export {
  rawHeader,
  startTestSmtpServer,
  type ReceivedMail,
  type RecipientPolicy,
  type SmtpRefusal,
  type TestSmtpServer,
} from './test-smtp-server';
