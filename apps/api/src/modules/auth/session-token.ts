import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '../../access/session-cookie';

const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

/** Signs and checks session JWTs; the algorithm is pinned so `alg: none` or RS/HS confusion cannot pass. */
export class SessionTokens {
  constructor(private readonly secret: string) {}

  /** A fresh token each call: the random jti differs even within one second. */
  sign({ userId, tokenVersion }: SessionClaims): string {
    return jwt.sign({ ver: tokenVersion }, this.secret, {
      algorithm: ALGORITHM,
      subject: String(userId),
      expiresIn: SESSION_TTL_SECONDS,
      jwtid: randomUUID(),
    });
  }

  /** The claims of a valid, unexpired token signed with our key; null for anything else. */
  verify(token: string): SessionClaims | null {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] });
    } catch {
      return null;
    }
    if (typeof payload === 'string' || typeof payload.exp !== 'number') return null;
    const userId = Number(payload.sub);
    const tokenVersion = (payload as { ver?: unknown }).ver;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof tokenVersion !== 'number' || !Number.isSafeInteger(tokenVersion)) return null;
    return { userId, tokenVersion };
  }
}
