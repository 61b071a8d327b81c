import jwt from 'jsonwebtoken';
import request from 'supertest';
import {
  graphql,
  loginAccount,
  sessionCookie,
  sessionSetCookie,
  signedInAs,
  TEST_PASSWORD,
  tokenOf,
  whoAmI,
} from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { User } from '../user/user.entity';
import { Role } from '../../access/role';
import { runCuratorCommand } from '../../cli/curator-command';
import { UserService } from '../user/user.service';
import { SESSION_COOKIE } from '../../access/session-cookie';

const ME = '{ me { username isCurator role } }';
const LOGIN = `mutation Login($username: String!, $password: String!, $redirectTo: String) {
  login(username: $username, password: $password, redirectTo: $redirectTo) { ok redirectTo message user { username isCurator } }
}`;
const USERS = '{ users { username role createdAt } }';

function cookieFor(token: string): string {
  return `${SESSION_COOKIE}=${token}`;
}

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let testApp: TestApp;
  let curatorCookie: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'curator');
    await signedInAs(testApp.app, 'visitor');
  });

  afterAll(() => testApp.close());

  describe('the session cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/, without Domain, expiring in a week, and not Secure over http', async () => {
      const response = await loginAccount(testApp.app, 'visitor');
      expect(response.status).toBe(200);
      const line = sessionSetCookie(response) ?? '';
      const attributes = line.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      expect(attributes).toContain(`max-age=${7 * 24 * 60 * 60}`);
      expect(attributes.some((part) => part.startsWith('domain'))).toBe(false);
      expect(attributes).not.toContain('secure');
    });

    it('never appears in a response body, REST or GraphQL', async () => {
      const rest = await loginAccount(testApp.app, 'visitor');
      const token = tokenOf(sessionCookie(rest));
      expect(JSON.stringify(rest.body)).not.toContain(token);
      expect(rest.body).toEqual({ ok: true, redirectTo: '/admin', message: 'Logged in' });

      const viaGraphql = await graphql(testApp.app, LOGIN, {
        username: 'visitor',
        password: TEST_PASSWORD,
      });
      expect(viaGraphql.body.data.login.ok).toBe(true);
      const graphqlToken = tokenOf(sessionCookie(viaGraphql));
      expect(JSON.stringify(viaGraphql.body)).not.toContain(graphqlToken);
      expect(JSON.stringify(viaGraphql.body)).not.toMatch(/eyJ/);
    });

    it('is a fresh token at every login', async () => {
      const first = sessionCookie(await loginAccount(testApp.app, 'visitor'));
      const second = sessionCookie(await loginAccount(testApp.app, 'visitor'));
      expect(second).not.toBe(first);
      expect((await whoAmI(testApp.app, first)).status).toBe(200);
      expect((await whoAmI(testApp.app, second)).status).toBe(200);
    });
  });

  describe('GET /api/user and me', () => {
    it('answers {username, isCurator} for a session and 401 {message} without one', async () => {
      expect((await whoAmI(testApp.app, curatorCookie)).body).toEqual({
        username: 'curator',
        isCurator: true,
      });
      const anonymous = await whoAmI(testApp.app);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Not signed in' });
      expect(anonymous.headers['cache-control']).toBe('no-store');
    });

    it('answers me for a session and null without one', async () => {
      const me = await graphql(testApp.app, ME, {}, curatorCookie);
      expect(me.body.data.me).toEqual({ username: 'curator', isCurator: true, role: 'CURATOR' });
      expect((await graphql(testApp.app, ME)).body.data.me).toBeNull();
    });
  });

  describe('login', () => {
    it('answers unknown user and wrong password with the same 401 message, setting no cookie', async () => {
      const wrongPassword = await loginAccount(testApp.app, 'curator', 'not the password');
      const unknownUser = await loginAccount(testApp.app, 'nobody.here', 'not the password');
      expect(wrongPassword.status).toBe(401);
      expect(unknownUser.status).toBe(401);
      expect(wrongPassword.body).toEqual(unknownUser.body);
      expect(wrongPassword.body).toEqual({ message: 'Invalid username or password' });
      expect(sessionSetCookie(wrongPassword)).toBeUndefined();
      expect(sessionSetCookie(unknownUser)).toBeUndefined();

      const viaGraphql = await graphql(testApp.app, LOGIN, {
        username: 'nobody.here',
        password: 'x',
      });
      expect(viaGraphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(viaGraphql.body.errors[0].message).toBe('Invalid username or password');
    });

    it('takes comparable time for an unknown user and a wrong password', async () => {
      const time = async (username: string) => {
        const started = process.hrtime.bigint();
        await loginAccount(testApp.app, username, 'timing-check-password');
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const known = await time('curator');
      const unknown = await time('nobody.at.all');
      // Both run one bcrypt comparison at cost 12; without the dummy hash the unknown one would be ~0 ms.
      expect(unknown).toBeGreaterThan(known * 0.4);
    });

    it('accepts the username in any case', async () => {
      const response = await loginAccount(testApp.app, 'CURATOR');
      expect(response.status).toBe(200);
      expect((await whoAmI(testApp.app, sessionCookie(response))).body.username).toBe('curator');
    });

    it('refuses a password over 72 bytes with a clear message', async () => {
      const response = await loginAccount(
        testApp.app,
        'curator',
        `${TEST_PASSWORD}${'x'.repeat(60)}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/at most 72 bytes/);
    });

    it.each([
      ['/fashion?sort=oldest', '/fashion?sort=oldest'],
      ['https://evil.example', '/admin'],
      ['//evil.example', '/admin'],
      ['/\\evil.example', '/admin'],
      ['javascript:alert(document.cookie)', '/admin'],
      [undefined, '/admin'],
    ])('turns redirectTo %p into %p, over REST and GraphQL', async (redirectTo, expected) => {
      const rest = await loginAccount(testApp.app, 'visitor', TEST_PASSWORD, { redirectTo });
      expect(rest.body.redirectTo).toBe(expected);
      const viaGraphql = await graphql(testApp.app, LOGIN, {
        username: 'visitor',
        password: TEST_PASSWORD,
        redirectTo: redirectTo ?? null,
      });
      expect(viaGraphql.body.data.login.redirectTo).toBe(expected);
    });

    it('signs in only the account spelled byte for byte, and limits the row found', async () => {
      await signedInAs(testApp.app, 'acc_curator');
      const accented = await loginAccount(testApp.app, 'acc_cürator');
      expect(accented.status).toBe(401);
      expect((await loginAccount(testApp.app, 'ACC_Curator')).status).toBe(200);
    });
  });

  describe('revocation', () => {
    it('logout clears the cookie and stops the old token working, over REST and GraphQL', async () => {
      const restCookie = sessionCookie(await loginAccount(testApp.app, 'visitor'));
      const logout = await request(testApp.app).post('/api/logout').set('Cookie', restCookie);
      expect(logout.status).toBe(200);
      const cleared = sessionSetCookie(logout) ?? '';
      expect(cleared).toMatch(/^deal_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect((await whoAmI(testApp.app, restCookie)).status).toBe(401);

      const graphqlCookie = sessionCookie(await loginAccount(testApp.app, 'visitor'));
      const out = await graphql(testApp.app, 'mutation { logout }', {}, graphqlCookie);
      expect(out.body.data.logout).toBe(true);
      expect(sessionSetCookie(out)).toMatch(/^deal_session=;/);
      expect((await graphql(testApp.app, ME, {}, graphqlCookie)).body.data.me).toBeNull();
    });

    it('logout without a session still answers ok', async () => {
      const response = await request(testApp.app).post('/api/logout');
      expect(response.status).toBe(200);
      expect(response.body.ok).toBe(true);
    });

    it('revoking curator rights with the operator command ends the sessions at once', async () => {
      const granted = await signedInAs(testApp.app, 'to.revoke');
      const users = new UserService(testApp.dataSource);
      const output = { line: jest.fn(), error: jest.fn() };
      expect(await runCuratorCommand(['grant', 'TO.REVOKE'], users, output)).toBe(0);
      expect((await graphql(testApp.app, USERS, {}, granted)).body.errors).toBeUndefined();

      expect(await runCuratorCommand(['revoke', 'to.revoke'], users, output)).toBe(0);
      expect((await whoAmI(testApp.app, granted)).status).toBe(401);
      const again = sessionCookie(await loginAccount(testApp.app, 'to.revoke'));
      expect((await whoAmI(testApp.app, again)).body.isCurator).toBe(false);
    });

    it('a demoted curator loses curator rights at once, and a deleted account its session', async () => {
      const users = testApp.dataSource.getRepository(User);
      const demotedCookie = await signedInAs(testApp.app, 'to.demote');
      await users.update({ usernameNormalized: 'to.demote' }, { role: Role.CURATOR });
      expect((await graphql(testApp.app, USERS, {}, demotedCookie)).body.errors).toBeUndefined();

      await users.update({ usernameNormalized: 'to.demote' }, { role: Role.VISITOR });
      const refused = await graphql(testApp.app, USERS, {}, demotedCookie);
      expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(
        (await request(testApp.app).get('/api/users').set('Cookie', demotedCookie)).status,
      ).toBe(403);
      expect((await whoAmI(testApp.app, demotedCookie)).body.isCurator).toBe(false);

      await users.delete({ usernameNormalized: 'to.demote' });
      expect((await whoAmI(testApp.app, demotedCookie)).status).toBe(401);
      expect(
        (await graphql(testApp.app, USERS, {}, demotedCookie)).body.errors[0].extensions.code,
      ).toBe('UNAUTHENTICATED');
    });
  });

  describe('forged and stale tokens', () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const curatorClaims = async () => {
      const curator = await testApp.dataSource
        .getRepository(User)
        .findOneByOrFail({ usernameNormalized: 'curator' });
      return { sub: String(curator.id), ver: curator.tokenVersion };
    };
    const expectAnonymous = async (token: string) => {
      expect((await whoAmI(testApp.app, cookieFor(token))).status).toBe(401);
      const viaGraphql = await graphql(testApp.app, USERS, {}, cookieFor(token));
      expect(viaGraphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    };

    it('refuses alg none', async () => {
      const claims = { ...(await curatorClaims()), exp: Math.floor(Date.now() / 1000) + 3600 };
      await expectAnonymous(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    });

    it('refuses a tampered payload', async () => {
      const [header, , signature] = tokenOf(
        sessionCookie(await loginAccount(testApp.app, 'visitor')),
      ).split('.');
      const claims = { ...(await curatorClaims()), exp: Math.floor(Date.now() / 1000) + 3600 };
      await expectAnonymous(`${header}.${b64(claims)}.${signature}`);
    });

    it('refuses an expired token', async () => {
      const { sub, ver } = await curatorClaims();
      const expired = jwt.sign(
        { ver, exp: Math.floor(Date.now() / 1000) - 5 },
        testApp.config.jwtSecret,
        {
          algorithm: 'HS256',
          subject: sub,
        },
      );
      await expectAnonymous(expired);
    });

    it('refuses a token signed with another key', async () => {
      const { sub, ver } = await curatorClaims();
      await expectAnonymous(
        jwt.sign({ ver }, 'another-key-that-is-long-enough-0123456789', {
          algorithm: 'HS256',
          subject: sub,
          expiresIn: 3600,
        }),
      );
    });

    it('accepts a well-formed token signed with the right key, so the refusals above are real', async () => {
      const { sub, ver } = await curatorClaims();
      const genuine = jwt.sign({ ver }, testApp.config.jwtSecret, {
        algorithm: 'HS256',
        subject: sub,
        expiresIn: 3600,
      });
      expect((await whoAmI(testApp.app, cookieFor(genuine))).body.isCurator).toBe(true);
    });
  });
});
