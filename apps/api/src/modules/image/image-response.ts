import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { replaceHeaders } from '../../security-headers';
import type { ServedImage } from './served-image';

/**
 * Sends the image with its prepared headers and nothing else (the API's and pages' headers are
 * dropped: they govern documents), or 304 when the client has it.
 */
export function sendImage(req: FastifyRequest, reply: FastifyReply, image: ServedImage) {
  if (fresh(req.headers, { etag: image.etag })) {
    replaceHeaders(reply, image.notModifiedHeaders);
    return reply.code(304).send();
  }
  replaceHeaders(reply, image.headers);
  return reply.send(image.data);
}
