import type { ApolloServerPlugin } from '@apollo/server';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import type { RequestContext } from '../graphql-kit/request-context';

/**
 * An error thrown in a plugin hook reaches formatError as it was thrown, as a resolver's does:
 * masked and logged with its stack, or the 503 of a database that cannot be reached (its
 * extensions carry the status). Must come first among the plugins: Apollo calls every plugin here
 * at once and answers with the first error thrown.
 */
export function hookErrorPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    unexpectedErrorProcessingRequest({ error }) {
      const classified = classifyDatabaseError(error);
      return Promise.reject(classified instanceof Error ? classified : error);
    },
  };
}
