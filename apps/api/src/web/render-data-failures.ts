import type { GraphQLExecutor } from '@deal-site/ssr-contract';
import { AppError } from '../common/app-error';
import {
  classifyDatabaseError,
  DatabaseUnavailableError,
} from '../common/database-unavailable-error';

/** Codes that mean the server could not answer, as opposed to an answer such as "not found". */
const SERVER_FAILURE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);

/** A render that showed a failed GraphQL answer ("Failed to load deals."): never cached or sent as the page. */
export class RenderDataFailedError extends Error {
  constructor(readonly codes: readonly string[]) {
    super(`a GraphQL query of the server render failed (${codes.join(', ')})`);
    this.name = 'RenderDataFailedError';
  }
}

/**
 * Wraps a render's GraphQL executor to remember server failures (thrown or answered), so the
 * render can be refused afterwards: `check()` throws a DatabaseUnavailableError when the database
 * was away, a RenderDataFailedError for any other failure, and nothing when every answer was good.
 */
export function watchRenderData(execute: GraphQLExecutor) {
  const codes: string[] = [];
  const watched: GraphQLExecutor = async (request) => {
    let response;
    try {
      response = await execute(request);
    } catch (error) {
      const classified = classifyDatabaseError(error);
      codes.push(classified instanceof AppError ? classified.code : 'INTERNAL_SERVER_ERROR');
      throw error;
    }
    for (const error of response.errors ?? []) {
      const code = error.extensions?.code;
      if (typeof code === 'string' && SERVER_FAILURE_CODES.has(code)) codes.push(code);
    }
    return response;
  };
  const check = () => {
    if (codes.includes('SERVICE_UNAVAILABLE')) throw new DatabaseUnavailableError();
    if (codes.length > 0) throw new RenderDataFailedError(codes);
  };
  return { execute: watched, check };
}
