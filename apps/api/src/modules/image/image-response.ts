import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import type { ServedImage } from './served-image';

/**
 * Sends the image with its prepared headers and nothing else (the API's and pages' headers are
 * dropped: they govern documents), or 304 when the client has it.
 */
export function sendImage(req: FastifyRequest, reply: FastifyReply, image: ServedImage) {
  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
  if (fresh(req.headers, { etag: image.etag })) {
    return reply.code(304).headers(image.notModifiedHeaders).send();
  }
  return reply.headers(image.headers).send(image.data);
}
