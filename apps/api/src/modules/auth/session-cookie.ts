import type { CookieOptions, Request, Response } from 'express';
import { SESSION_TTL_SECONDS } from './session-token';

export const SESSION_COOKIE = 'deal_session';

/** App setting: PUBLIC_URL is https, so cookies are Secure whatever a proxy says about the request. */
export const SECURE_COOKIES = 'secure cookies';

/** HttpOnly so scripts never read it; Lax so cross-site POSTs never carry it; no Domain so subdomains never get it. */
function cookieOptions(req: Request): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.app.get(SECURE_COOKIES) === true,
    path: '/',
  };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_SECONDS * 1000 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

export function sessionTokenOf(req: Request): string | null {
  const token: unknown = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof token === 'string' && token.length > 0 ? token : null;
}
