import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { RequestContext } from '../graphql-kit/request-context';

/**
 * Seconds to wait when the error is a temporary refusal of ours (the database away, clicks or
 * sign-ins held back), 0 otherwise. A third party refusing (Facebook, the mail server) stays a
 * GraphQL error in a 200: retrying soon would not help, and the screen shows its message.
 */
function temporaryRefusalSeconds(error: GraphQLFormattedError): number {
  const { code, retryAfter } = error.extensions ?? {};
  return code === 'SERVICE_UNAVAILABLE' && typeof retryAfter === 'number' ? retryAfter : 0;
}

/**
 * While the database is away GraphQL answers HTTP 503 with Retry-After and the code
 * SERVICE_UNAVAILABLE, as REST does, instead of a 200 carrying errors or a masked 500 (a hook
 * failing so is hookErrorPlugin's).
 */
export function databaseUnavailablePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse({ response }) {
          const { body } = response;
          const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
          const retryAfter = errors?.map(temporaryRefusalSeconds).find((seconds) => seconds > 0);
          if (retryAfter) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(retryAfter));
          }
          return Promise.resolve();
        },
      }),
  };
}
