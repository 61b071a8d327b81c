import { AppError, type ErrorCode } from '../../common/app-error';

export class DigestError extends AppError {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
    this.name = 'DigestError';
  }
}

export const mailNotConfigured = () =>
  new DigestError('CONFLICT', 'Mail is not configured: set SMTP_URL and MAIL_FROM');

export const invalidDigestFrequency = () =>
  new DigestError('BAD_USER_INPUT', 'frequency must be daily or weekly');

export const testDigestNotSent = (reason: string) =>
  new DigestError('SERVICE_UNAVAILABLE', `The test digest was not sent: ${reason}`);

export const noDealsForTest = (message: string) => new DigestError('CONFLICT', message);
