import type { Server } from 'node:http';
import { randomInt } from 'node:crypto';
import request, { type Response } from 'supertest';
import { SESSION_COOKIE } from '../src/access/session-cookie';

export const TEST_PASSWORD = 'correct horse battery';

function setCookieLines(response: Response): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The raw Set-Cookie line of the session cookie, if the response set one. */
export function sessionSetCookie(response: Response): string | undefined {
  return setCookieLines(response).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** `deal_session=<token>` ready for a Cookie header; throws when the response set none. */
export function sessionCookie(response: Response): string {
  const line = sessionSetCookie(response);
  const pair = line?.split(';')[0];
  if (!pair || pair === `${SESSION_COOKIE}=`) {
    throw new Error(`no session cookie in ${response.status} ${JSON.stringify(response.body)}`);
  }
  return pair;
}

export function tokenOf(cookie: string): string {
  return cookie.slice(SESSION_COOKIE.length + 1);
}

/** Registers over REST; `address` poses as that client through X-Forwarded-For (loopback is trusted). */
/**
 * A fresh address in 198.18.0.0/15 (reserved for benchmarks), so tests counting in a shared
 * Redis never meet another run's counters.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const LOGIN_MUTATION = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { ok }
}`;

export const randomTestAddress = () =>
  `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

export function registerAccount(
  app: Server,
  username: string,
  password = TEST_PASSWORD,
  address?: string,
) {
  const call = request(app).post('/api/register');
  if (address) call.set('X-Forwarded-For', address);
  return call.send({ username, password });
}

/** POST /api/login from the given client address (believed: trust proxy is loopback, as supertest is). */
export function loginFrom(app: Server, address: string, username: string, password: string) {
  return request(app)
    .post('/api/login')
    .set('X-Forwarded-For', address)
    .send({ username, password });
}

export function loginAccount(
  app: Server,
  username: string,
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return request(app)
    .post('/api/login')
    .send({ username, password, ...extra });
}

/** Registers the account and answers its session cookie. */
export async function signedInAs(
  app: Server,
  username: string,
  password = TEST_PASSWORD,
  address?: string,
): Promise<string> {
  const response = await registerAccount(app, username, password, address);
  if (response.status !== 200) {
    throw new Error(`register ${username}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return sessionCookie(response);
}

export function graphql(
  app: Server,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
) {
  const call = request(app).post('/graphql').set('content-type', 'application/json');
  if (cookie) call.set('Cookie', cookie);
  return call.send({ query, variables });
}

export function whoAmI(app: Server, cookie?: string) {
  const call = request(app).get('/api/user');
  if (cookie) call.set('Cookie', cookie);
  return call;
}
