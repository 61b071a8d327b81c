import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/app-error';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import type { Logger } from '../logger';

/** Expected errors keep their code and message; everything else is masked and logged. */
export function createFormatError(logger: Pick<Logger, 'error'>) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = classifyDatabaseError(unwrapResolverError(error));
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...original.details },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fields = original.extensions.validationErrors as {
        property: string;
        constraints?: Record<string, string>;
      }[];
      const message = fields.flatMap((field) => Object.values(field.constraints ?? {})).join('; ');
      return {
        message: message || 'Invalid input',
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    const code = formatted.extensions?.code;
    // Parse, validation and armor errors carry their own codes and are safe to show as they are.
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    logger.error({ err: original }, 'unexpected GraphQL error');
    return {
      message: 'Unexpected server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
