import { ImageStorageUnavailableError } from '@deal-site/image-store';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from '../common/api-request';
import { AppError } from '../common/app-error';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import type { Logger } from '../logger';
import { errorPage } from './error-page';

const NOT_FOUND_MESSAGE = 'Not found';
const IMAGE_STORAGE_DOWN = 'Image storage is unavailable just now; try again in a few seconds';

interface ErrorAnswer {
  status: number;
  body: { message: string } & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An error of the static file server (@fastify/send), which carries the headers it would have sent. */
type StaticFileError = FastifyError & { headers?: Record<string, string> };

/**
 * Fastify's own refusals of a request it could not read, and the static file server's, as the
 * client should read them: a path it refuses to serve (one leaving the assets folder) is not found.
 */
function frameworkRefusal(error: StaticFileError): ErrorAnswer | null {
  // The route's schema refused the input; input-schema.ts worded the message.
  if (error.validation) return { status: 400, body: { message: error.message } };
  switch (error.statusCode) {
    case 403:
    case 404:
      return { status: 404, body: { message: NOT_FOUND_MESSAGE } };
    case 416:
      return {
        status: 416,
        body: { message: 'Range not satisfiable' },
        headers: { 'content-range': error.headers?.['Content-Range'] ?? 'bytes */*' },
      };
    case 413:
      return { status: 413, body: { message: 'Request body too large' } };
    case 415:
      return { status: 415, body: { message: 'Unsupported content type: send JSON' } };
    case 400:
      return { status: 400, body: { message: 'Malformed request' } };
    default:
      return null;
  }
}

/** What an error becomes for a client: expected ones say what went wrong, anything else is masked. */
function answerFor(thrown: unknown, logger: Logger): ErrorAnswer {
  // A database that cannot be reached is a 503 with Retry-After, not an unexpected 500.
  const error = classifyDatabaseError(thrown);
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, ...error.details } };
  }
  if (error instanceof ImageStorageUnavailableError) {
    logger.warn({ err: error }, 'image storage unavailable');
    const retryAfter = error.retryAfterSeconds;
    return { status: 503, body: { message: IMAGE_STORAGE_DOWN, retryAfter } };
  }
  const refusal = error instanceof Error ? frameworkRefusal(error as FastifyError) : null;
  if (refusal) return refusal;
  logger.error({ err: error }, 'unexpected error');
  return { status: 500, body: { message: 'Unexpected server error' } };
}

function send(req: FastifyRequest, reply: FastifyReply, { status, body, headers }: ErrorAnswer) {
  // A redirect that failed on its way out must not send the visitor anywhere.
  reply.removeHeader('location');
  if (typeof body.retryAfter === 'number') reply.header('Retry-After', String(body.retryAfter));
  if (headers) reply.headers(headers);
  reply.header('Cache-Control', 'no-store').code(status);
  if (isApiRequest(req)) return reply.type('application/json; charset=utf-8').send(body);
  return reply.type('text/html; charset=utf-8').send(errorPage(status));
}

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  return send(req, reply, { status: 404, body: { message: NOT_FOUND_MESSAGE } });
}

/** A refusal made before any route ran (see request-target.ts), in the usual shape. */
export function refuseRequest(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  return send(req, reply, { status, body: { message } });
}

/**
 * The app's error handler: every error anywhere becomes `{message}` JSON on the API and the
 * site's error page elsewhere, in every mode; never a stack trace.
 */
export function finalErrorHandler(logger: Logger) {
  return (error: unknown, req: FastifyRequest, reply: FastifyReply) =>
    send(req, reply, answerFor(error, logger));
}
