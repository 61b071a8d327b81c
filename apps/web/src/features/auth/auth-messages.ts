import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export const UNEXPECTED_AUTH_ERROR = 'An error occurred';

function serverMessageFromBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[] };
    const message = body.errors?.[0]?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a failed sign-in, registration or logout tells the person: the server's own message when it
 * refused, `refusedFallback` when it refused without one, otherwise the error's message.
 */
export function authErrorMessage(error: unknown, refusedFallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((entry) => entry.message)?.message ?? refusedFallback;
  }
  if (ServerError.is(error)) {
    return serverMessageFromBody(error.bodyText) ?? refusedFallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_AUTH_ERROR;
}
