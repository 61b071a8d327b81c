import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../common/app-error';
import type { Logger } from '../logger';

export const restNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** The one place REST failures become `{message}` with a status; unexpected ones are masked. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      if (typeof error.details.retryAfter === 'number') {
        res.set('Retry-After', String(error.details.retryAfter));
      }
      res.status(error.status).json({ message: error.message, ...error.details });
      return;
    }
    const status =
      (error as { status?: number; statusCode?: number }).status ??
      (error as { statusCode?: number }).statusCode;
    if (status === 400 || status === 413) {
      // body-parser's own failures: malformed JSON or a body over the limit.
      res
        .status(status)
        .json({ message: status === 413 ? 'Request body too large' : 'Malformed request body' });
      return;
    }
    logger.error({ err: error }, 'unexpected REST error');
    res.status(500).json({ message: 'Unexpected server error' });
  };
}
