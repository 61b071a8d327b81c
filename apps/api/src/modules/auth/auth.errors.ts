import { AuthError } from '../../access/access-errors';

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

export { foreignOrigin, notCurator, notSignedIn } from '../../access/access-errors';
