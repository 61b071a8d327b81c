import { AppError, type ErrorCode } from '../common/app-error';

/** Failures of signing in, out and of rights checks; the code decides status and extensions.code. */
export class AuthError extends AppError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'AuthError';
  }
}

export const notSignedIn = () => new AuthError('UNAUTHENTICATED', 'Not signed in');

export const notCurator = () => new AuthError('FORBIDDEN', 'This account has no curator rights');

export const foreignOrigin = () => new AuthError('FORBIDDEN', 'Cross-site request refused');
