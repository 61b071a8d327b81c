import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'deal_session';

/** How long a session lasts: the cookie's Max-Age and the token's expiry. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL is https, so cookies are Secure whatever a proxy says about the request. */
    secureCookies: boolean;
  }
}

export function useSecureCookies(app: FastifyInstance, secure: boolean): void {
  app.decorate('secureCookies', secure);
}

/** HttpOnly so scripts never read it; Lax so cross-site POSTs never carry it; no Domain so subdomains never get it. */
function cookieOptions(reply: FastifyReply): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: reply.server.secureCookies, path: '/' };
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
}

export function sessionTokenOf(req: FastifyRequest): string | null {
  const token: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token.length > 0 ? token : null;
}
