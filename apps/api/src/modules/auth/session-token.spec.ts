import jwt from 'jsonwebtoken';
import { SESSION_TTL_SECONDS } from '../../access/session-cookie';
import { SessionTokens } from './session-token';

const SECRET = 'a'.repeat(48);
const tokens = new SessionTokens(SECRET);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('SessionTokens', () => {
  it('round-trips user id and token version, with an expiry a week out', () => {
    const token = tokens.sign({ userId: 7, tokenVersion: 3 });
    expect(tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 3 });
    const { exp, iat, sub } = jwt.decode(token) as jwt.JwtPayload;
    expect(sub).toBe('7');
    expect((exp ?? 0) - (iat ?? 0)).toBe(SESSION_TTL_SECONDS);
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
  });

  it('issues a different token at every call, even within the same second', () => {
    const first = tokens.sign({ userId: 7, tokenVersion: 0 });
    const second = tokens.sign({ userId: 7, tokenVersion: 0 });
    expect(first).not.toBe(second);
  });

  it('refuses an unsigned token with alg none', () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url({ sub: '7', ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(tokens.verify(`${header}.${payload}.`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}`)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', () => {
    const [header, , signature] = tokens.sign({ userId: 7, tokenVersion: 0 }).split('.');
    const forged = base64url({ sub: '1', ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses an expired token', () => {
    const expired = jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      algorithm: 'HS256',
      subject: '7',
    });
    expect(tokens.verify(expired)).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    const other = new SessionTokens('b'.repeat(48)).sign({ userId: 7, tokenVersion: 0 });
    expect(tokens.verify(other)).toBeNull();
  });

  it('refuses another algorithm even with the right key (the algorithm is pinned)', () => {
    const hs512 = jwt.sign({ ver: 0 }, SECRET, { algorithm: 'HS512', subject: '7', expiresIn: 60 });
    expect(tokens.verify(hs512)).toBeNull();
  });

  it('refuses tokens without an expiry or with malformed claims', () => {
    const noExp = jwt.sign({ ver: 0 }, SECRET, { algorithm: 'HS256', subject: '7' });
    const badSub = jwt.sign({ ver: 0 }, SECRET, {
      algorithm: 'HS256',
      subject: 'x',
      expiresIn: 60,
    });
    const noVer = jwt.sign({}, SECRET, { algorithm: 'HS256', subject: '7', expiresIn: 60 });
    expect(tokens.verify(noExp)).toBeNull();
    expect(tokens.verify(badSub)).toBeNull();
    expect(tokens.verify(noVer)).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
  });
});
