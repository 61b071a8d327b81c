import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedImage } from './served-image';

function clientHasIt(req: IncomingMessage, etag: string): boolean {
  const known = req.headers['if-none-match'];
  return known !== undefined && known.split(',').some((tag) => tag.trim() === etag);
}

/** One writeHead of the image's prepared header list and one end: 304 when the client has it. */
export function writeImage(req: IncomingMessage, res: ServerResponse, image: ServedImage): void {
  if (clientHasIt(req, image.etag)) {
    res.writeHead(304, image.notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(200, image.headers);
  // Node leaves the body out of a HEAD answer by itself.
  res.end(image.data);
}
