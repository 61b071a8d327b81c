import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isApiRequest } from '../common/api-request';
import { AppError } from '../common/app-error';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import type { Logger } from '../logger';
import { errorPage } from './error-page';

const NOT_FOUND_MESSAGE = 'Not found';

interface ErrorAnswer {
  status: number;
  body: { message: string } & Record<string, unknown>;
}

/** What an error becomes for a client: expected ones say what went wrong, anything else is masked. */
function answerFor(thrown: unknown, logger: Logger): ErrorAnswer {
  // A database that cannot be reached is a 503 with Retry-After, not an unexpected 500.
  const error = classifyDatabaseError(thrown);
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, ...error.details } };
  }
  const status =
    (error as { status?: number } | null)?.status ??
    (error as { statusCode?: number } | null)?.statusCode;
  // body-parser's and the router's own failures: malformed JSON or URL, a body over the limit.
  if (status === 413) return { status, body: { message: 'Request body too large' } };
  if (status === 400) return { status, body: { message: 'Malformed request' } };
  logger.error({ err: error }, 'unexpected error');
  return { status: 500, body: { message: 'Unexpected server error' } };
}

function send(req: Request, res: Response, { status, body }: ErrorAnswer): void {
  if (typeof body.retryAfter === 'number') res.set('Retry-After', String(body.retryAfter));
  res.set('Cache-Control', 'no-store');
  if (isApiRequest(req)) res.status(status).json(body);
  else res.status(status).type('html').send(errorPage(status));
}

export const notFoundHandler: RequestHandler = (req, res) => {
  send(req, res, { status: 404, body: { message: NOT_FOUND_MESSAGE } });
};

/**
 * The last handler of the app: every error anywhere becomes `{message}` JSON on the API and the
 * site's error page elsewhere, in every mode; never Express's default page or a stack trace.
 */
export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    send(req, res, answerFor(error, logger));
  };
}
