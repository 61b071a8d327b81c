import { AppError, type ErrorCode } from '../../common/app-error';

/** Failures of signing in, out and of rights checks; the code decides status and extensions.code. */
export class AuthError extends AppError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'AuthError';
  }
}

/** Unknown user and wrong password answer alike, so the answer tells nothing about which it was. */
export const invalidCredentials = () =>
  new AuthError('UNAUTHENTICATED', 'Invalid username or password');

export const tooManyLoginAttempts = (retryAfterSeconds: number) =>
  new AuthError(
    'TOO_MANY_REQUESTS',
    `Too many failed logins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfter: retryAfterSeconds },
  );

export const tooManyRegistrations = (retryAfterSeconds: number) =>
  new AuthError(
    'TOO_MANY_REQUESTS',
    `Too many new accounts from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfter: retryAfterSeconds },
  );

/** Too many password checks already queued: a login storm must not starve page loads. */
export const tooBusyToSignIn = () =>
  new AuthError(
    'SERVICE_UNAVAILABLE',
    'Too many sign-ins at this moment. Try again in a few seconds.',
    {
      retryAfter: 5,
    },
  );

export const notSignedIn = () => new AuthError('UNAUTHENTICATED', 'Not signed in');

export const notCurator = () => new AuthError('FORBIDDEN', 'This account has no curator rights');

export const foreignOrigin = () => new AuthError('FORBIDDEN', 'Cross-site request refused');
