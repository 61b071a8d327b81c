import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionTokenOf } from './session-cookie';
import type { SessionUser } from './session-user.type';

/** What turns a session cookie's token into its account (the auth module's service). */
export interface SessionResolver {
  sessionUser(token: string | null): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves session cookies to accounts (see currentUser). */
    sessionAuth: SessionResolver;
  }
}

const sessionByRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Lets currentUser resolve the app's session cookies with `auth`. */
export function resolveSessionsWith(app: FastifyInstance, auth: SessionResolver): void {
  app.decorate('sessionAuth', auth);
}

/**
 * The signed-in account of this request; null when anonymous. The cookie is verified and its
 * account loaded at most once per request, and only when GraphQL, a REST route or the server
 * renderer asks.
 */
export function currentUser(req: FastifyRequest): Promise<SessionUser | null> {
  let resolved = sessionByRequest.get(req);
  if (!resolved) {
    resolved = req.server.sessionAuth.sessionUser(sessionTokenOf(req));
    sessionByRequest.set(req, resolved);
  }
  return resolved;
}
