import request from 'supertest';
import { graphql, randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from './subscription.entity';
import { MAX_SUBSCRIPTIONS_PER_ADDRESS } from './subscription.service';

const SUBSCRIBE = `mutation Subscribe($email: String!, $frequency: String!) {
  subscribe(email: $email, frequency: $frequency) { email frequency }
}`;

let sequence = 0;
const uniqueEmail = (name = 'reader') => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

describe.each(DIALECTS)('e-mail subscriptions on %s', (dialect) => {
  let testApp: TestApp;
  let curatorCookie: string;
  let visitorCookie: string;

  const subscribe = (body: unknown, address = randomTestAddress()) =>
    request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', address)
      .send(body as object);
  const storedRows = () => testApp.dataSource.getRepository(Subscription).find();
  const tokenOf = async (email: string) =>
    (await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ email }))
      .unsubscribeToken;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curatorCookie = await signedInAs(testApp.app, 'the.curator');
    visitorCookie = await signedInAs(testApp.app, 'a.visitor');
  });

  afterAll(() => testApp.close());

  it('stores the address trimmed and lower-cased, daily by default, and answers 201', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      email: email.toLowerCase(),
      frequency: 'daily',
      status: 'active',
    });
    const stored = (await storedRows()).find((row) => row.email === email.toLowerCase());
    expect(stored).toMatchObject({ frequency: 'daily' });
    expect(stored!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 409 with the stored frequency when the address subscribes again, in any case', async () => {
    const email = uniqueEmail();
    await subscribe({ email, frequency: 'weekly' }).expect(201);
    const again = await subscribe({ email: email.toUpperCase(), frequency: 'daily' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'This e-mail address is already subscribed',
      frequency: 'weekly',
    });
    const viaGraphql = await graphql(testApp.app, SUBSCRIBE, { email, frequency: 'daily' });
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      frequency: 'weekly',
    });
    expect((await storedRows()).filter((row) => row.email === email)).toHaveLength(1);
  });

  it('leaves exactly one row after 20 concurrent identical sign-ups', async () => {
    const email = uniqueEmail('race');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        subscribe({ email, frequency: 'weekly' }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await storedRows()).filter((row) => row.email === email)).toHaveLength(1);
  });

  it.each([
    ['a malformed address', { email: 'not-an-address' }],
    ['a missing address', { frequency: 'daily' }],
    ['a header injection', { email: 'ann@example.com\r\nBcc: all@example.com' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['an unknown frequency', { email: 'ann@example.com', frequency: 'hourly' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const before = (await storedRows()).length;
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
    expect((await storedRows()).length).toBe(before);
  });

  it(`allows ${MAX_SUBSCRIPTIONS_PER_ADDRESS} sign-ups an hour from one address, then 429`, async () => {
    const address = randomTestAddress();
    for (let attempt = 0; attempt < MAX_SUBSCRIPTIONS_PER_ADDRESS; attempt += 1) {
      await subscribe({ email: uniqueEmail('limit') }, address).expect(201);
    }
    const refused = await subscribe({ email: uniqueEmail('limit') }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await subscribe({ email: uniqueEmail('limit') }).expect(201);
  });

  it('subscribes over GraphQL too', async () => {
    const email = uniqueEmail('graphql');
    const response = await graphql(testApp.app, SUBSCRIBE, { email, frequency: 'weekly' });
    expect(response.body).toEqual({ data: { subscribe: { email, frequency: 'weekly' } } });
  });

  it('lists subscribers to curators only, newest first and without tokens', async () => {
    const email = uniqueEmail('listed');
    await subscribe({ email, frequency: 'weekly' }).expect(201);
    await request(testApp.app).get('/api/subscriptions').expect(401);
    await request(testApp.app).get('/api/subscriptions').set('Cookie', visitorCookie).expect(403);
    const response = await request(testApp.app)
      .get('/api/subscriptions')
      .set('Cookie', curatorCookie)
      .expect(200);
    const [newest] = response.body.subscriptions;
    expect(newest).toEqual({
      id: expect.any(Number),
      email,
      frequency: 'weekly',
      status: 'active',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toContain(await tokenOf(email));
    const viaGraphql = await graphql(
      testApp.app,
      '{ subscriptions { email frequency createdAt } }',
      {},
      curatorCookie,
    );
    expect(viaGraphql.body.data.subscriptions[0]).toMatchObject({ email, frequency: 'weekly' });
  });

  it('downloads the list as CSV, for curators only', async () => {
    const email = uniqueEmail('csv');
    await subscribe({ email, frequency: 'weekly' }).expect(201);
    await request(testApp.app).get('/api/subscriptions.csv').expect(401);
    const response = await request(testApp.app)
      .get('/api/subscriptions.csv')
      .set('Cookie', curatorCookie)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="subscriptions.csv"',
    );
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,frequency,subscribed_at');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${email.replace(/\./g, '\\.')},weekly,\\d{4}-`)),
    );
    expect(lines).toHaveLength((await storedRows()).length + 1);
  });

  it('unsubscribes through the secret link: a confirmation page, then a POST without an account', async () => {
    const email = uniqueEmail('leaving');
    await subscribe({ email }).expect(201);
    const token = await tokenOf(email);

    const confirm = await request(testApp.app).get(`/unsubscribe/${token}`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers['content-type']).toMatch(/^text\/html/);
    expect(confirm.headers['referrer-policy']).toBe('no-referrer');
    expect(confirm.text).toContain(email);
    expect(confirm.text).toContain(`<form action="/unsubscribe/${token}" method="post">`);
    expect((await storedRows()).some((row) => row.email === email)).toBe(true);

    const done = await request(testApp.app)
      .post(`/unsubscribe/${token}`)
      .set('Origin', 'https://mail.example.net')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');
    expect((await storedRows()).some((row) => row.email === email)).toBe(false);

    const reused = await request(testApp.app).post(`/unsubscribe/${token}`);
    expect(reused.status).toBe(404);
    expect(reused.text).toContain('not valid or was already used');
    // The address may subscribe again afterwards.
    await subscribe({ email }).expect(201);
  });

  it('answers 404 pages for unknown and malformed tokens, removing nothing', async () => {
    const before = (await storedRows()).length;
    for (const token of ['A'.repeat(43), 'short', '..%2f..%2fetc', `${'b'.repeat(43)}<script>`]) {
      const page = await request(testApp.app).get(`/unsubscribe/${token}`);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('<script>');
      expect((await request(testApp.app).post(`/unsubscribe/${token}`)).status).toBe(404);
    }
    expect((await storedRows()).length).toBe(before);
  });
});
