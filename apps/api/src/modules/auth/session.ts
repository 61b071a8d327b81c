import type { Request, RequestHandler } from 'express';
import type { AuthService } from './auth.service';
import { sessionTokenOf } from './session-cookie';
import type { SessionUser } from './session-user.type';

const sessionByRequest = new WeakMap<Request, () => Promise<SessionUser | null>>();

/**
 * Makes the request's session resolvable: the cookie is verified and its account loaded at most once
 * per request, and only when GraphQL, a REST route or the server renderer asks for it.
 */
export function sessionMiddleware(auth: AuthService): RequestHandler {
  return (req, _res, next) => {
    let resolved: Promise<SessionUser | null> | null = null;
    sessionByRequest.set(req, () => (resolved ??= auth.sessionUser(sessionTokenOf(req))));
    next();
  };
}

/** The signed-in account of this request; null when anonymous or when no session middleware ran. */
export function currentUser(req: Request): Promise<SessionUser | null> {
  return sessionByRequest.get(req)?.() ?? Promise.resolve(null);
}
