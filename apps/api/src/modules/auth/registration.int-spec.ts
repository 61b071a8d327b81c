import request from 'supertest';
import {
  graphql,
  registerAccount,
  sessionCookie,
  TEST_PASSWORD,
  whoAmI,
} from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { User } from '../user/user.entity';
import { Role } from '../../access/role';

describe.each(DIALECTS)('registration on %s', (dialect) => {
  let testApp: TestApp;
  const accounts = () => testApp.dataSource.getRepository(User);

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });

  afterAll(() => testApp.close());

  it('makes exactly one curator of five concurrent first registrations', async () => {
    const names = ['racer1', 'racer2', 'racer3', 'racer4', 'racer5'];
    const responses = await Promise.all(names.map((name) => registerAccount(testApp.app, name)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await accounts().find();
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.role === Role.CURATOR)).toHaveLength(1);
    expect(rows.filter((row) => row.firstAccount)).toHaveLength(1);

    const curatorIndex = names.indexOf(rows.find((row) => row.role === Role.CURATOR)!.username);
    const me = await whoAmI(testApp.app, sessionCookie(responses[curatorIndex]));
    expect(me.body).toEqual({ username: names[curatorIndex], isCurator: true });
  });

  it('answers ok, signs the new account in as a visitor, and keeps the hash at bcrypt cost 12', async () => {
    const response = await registerAccount(testApp.app, 'Visitor.One');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      redirectTo: '/admin',
      message: 'Registered successfully',
    });
    expect(await whoAmI(testApp.app, sessionCookie(response)).then((r) => r.body)).toEqual({
      username: 'Visitor.One',
      isCurator: false,
    });
    const row = await accounts().findOneByOrFail({ usernameNormalized: 'visitor.one' });
    expect(row.role).toBe(Role.VISITOR);
    expect(row.passwordHash).toMatch(/^\$2[ab]\$12\$/);
    expect(row.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('never makes an account curator by its name', async () => {
    const response = await registerAccount(testApp.app, 'Editor');
    expect(await whoAmI(testApp.app, sessionCookie(response)).then((r) => r.body)).toEqual({
      username: 'Editor',
      isCurator: false,
    });
  });

  it('refuses a username that differs only in case with 409, writing nothing', async () => {
    const before = await accounts().count();
    const response = await registerAccount(testApp.app, 'VISITOR.one');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'This username is already taken' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await accounts().count()).toBe(before);
  });

  it('refuses a 73-byte password with a clear message and writes nothing', async () => {
    const before = await accounts().count();
    const response = await registerAccount(testApp.app, 'too.long', `${'€'.repeat(24)}x`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/at most 72 bytes/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await accounts().count()).toBe(before);
  });

  it.each([
    [{ username: 'ab', password: TEST_PASSWORD }, /3 to 32 characters/],
    [{ username: 'with space', password: TEST_PASSWORD }, /only letters, digits/],
    [{ username: 'shortpass', password: 'seven77' }, /at least 8 characters/],
    [{ username: 'nopassword' }, /^password is required$/],
    [{ username: 42, password: TEST_PASSWORD }, /^username must be text$/],
  ])('refuses %p with 400 and writes nothing', async (body, message) => {
    const before = await accounts().count();
    const response = await request(testApp.app).post('/api/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await accounts().count()).toBe(before);
  });

  it('registers through GraphQL too, with the same rules and codes', async () => {
    const mutation = `mutation Register($username: String!, $password: String!) {
      register(username: $username, password: $password) { ok redirectTo message user { username isCurator role } }
    }`;
    const created = await graphql(testApp.app, mutation, {
      username: 'gql.visitor',
      password: TEST_PASSWORD,
    });
    expect(created.body.data.register).toEqual({
      ok: true,
      redirectTo: '/admin',
      message: 'Registered successfully',
      user: { username: 'gql.visitor', isCurator: false, role: 'VISITOR' },
    });
    expect(JSON.stringify(created.body)).not.toMatch(/eyJ/);
    expect(sessionCookie(created)).toMatch(/^deal_session=/);

    const duplicate = await graphql(testApp.app, mutation, {
      username: 'GQL.visitor',
      password: TEST_PASSWORD,
    });
    expect(duplicate.body.errors[0].extensions.code).toBe('CONFLICT');
    const tooLong = await graphql(testApp.app, mutation, {
      username: 'gql.long',
      password: 'x'.repeat(73),
    });
    expect(tooLong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(tooLong.body.errors[0].message).toMatch(/at most 72 bytes/);
    expect(await accounts().countBy({ usernameNormalized: 'gql.long' })).toBe(0);
  });
});
