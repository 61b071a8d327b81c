import type { Request } from 'express';

/** `/api/*` and `/graphql` answer scripts with JSON, errors included; everything else is a page. */
export function isApiRequest(req: Request): boolean {
  return /^\/(?:api|graphql)(?:[/?]|$)/.test(req.originalUrl);
}
