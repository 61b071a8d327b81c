import request from 'supertest';
import { randomTestAddress } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Subscription } from '../subscription/subscription.entity';
import { MAX_ALERTS } from './alert.service';
import { SubscriptionAlert } from './subscription-alert.entity';

const SITE = 'https://deals.example.com';
let sequence = 0;
const uniqueEmail = () => `alerts.${Date.now()}.${(sequence += 1)}@example.com`;

describe.each(DIALECTS)('the subscriber page /subscription/{token} on %s', (dialect) => {
  let testApp: TestApp;

  /** Signs an address up (no mail configured: at once active) and answers its e-mail token. */
  const subscriber = async (frequency = 'daily') => {
    const email = uniqueEmail();
    await request(testApp.app)
      .post('/api/subscribe')
      .set('X-Forwarded-For', randomTestAddress())
      .send({ email, frequency })
      .expect(201);
    const row = await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ email });
    return { email, id: row.id, token: row.unsubscribeToken };
  };
  const page = (token: string) => request(testApp.app).get(`/subscription/${token}`);
  /** A form of the page posted from the page itself (Origin names the site), its redirect followed. */
  const post = (token: string, fields: Record<string, string>) =>
    request(testApp.app)
      .post(`/subscription/${token}`)
      .set('Origin', SITE)
      .type('form')
      .send(fields)
      .redirects(1);
  const addAlert = (token: string, kind: string, value: string, when = 'instant') =>
    post(token, { action: 'add', kind, value, when });
  const alertsOf = (subscriptionId: number) =>
    testApp.dataSource
      .getRepository(SubscriptionAlert)
      .find({ where: { subscriptionId }, order: { id: 'ASC' } });

  beforeAll(async () => {
    testApp = await startTestApp(dialect, { PUBLIC_URL: SITE });
  });

  afterAll(() => testApp.close());

  it('shows the address and its alerts, never cached or indexed', async () => {
    const { email, token } = await subscriber();
    const answer = await page(token).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.text).toContain(email);
    expect(answer.text).toContain('No alerts yet.');
    expect(answer.text).toContain('Alert me about…');
  });

  it('adds keyword, store and section alerts, folded and labelled', async () => {
    const { id, token } = await subscriber();
    const added = await addAlert(token, 'keyword', '  Crème  Brûlée!! ').expect(200);
    expect(added.text).toContain('Alert added: “creme brulee”.');
    await addAlert(token, 'store', 'homedepot', 'digest').expect(200);
    await addAlert(token, 'store', 'www.bestbuy.com').expect(200);
    const shown = (await addAlert(token, 'section', 'fashion').expect(200)).text;
    expect(shown).toContain('Home Depot · in the daily digest');
    expect(shown).toContain('Best Buy · instantly');
    expect(shown).toContain('Fashion · instantly');
    expect(
      (await alertsOf(id)).map(({ kind, value, frequency }) => [kind, value, frequency]),
    ).toEqual([
      ['keyword', 'creme brulee', 'instant'],
      ['store', 'homedepot', 'daily'],
      ['store', 'bestbuy', 'instant'],
      ['section', 'fashion', 'instant'],
    ]);
  });

  it('redirects a change back to the page, and keeps a refused word beside its form', async () => {
    const { token } = await subscriber();
    const added = await request(testApp.app)
      .post(`/subscription/${token}`)
      .set('Origin', SITE)
      .type('form')
      .send({ action: 'add', kind: 'keyword', value: 'tent', when: 'instant' })
      .expect(303);
    expect(added.headers.location).toMatch(
      new RegExp(`^/subscription/${token}\\?done=added-\\d+$`),
    );
    const refused = await addAlert(token, 'keyword', '"><!!!>').expect(400);
    expect(refused.text).toMatch(
      /<input [^>]*aria-invalid="true"[^>]*value="&quot;&gt;&lt;!!!&gt;"\/>/,
    );
    expect(refused.text).toMatch(
      /<p id="keyword-error" role="alert"[^>]*>Enter a word to look for\.<\/p>/,
    );
  });

  it('refuses an empty keyword, an unknown store, a duplicate and a 21st alert, changing nothing', async () => {
    const { id, token } = await subscriber();
    expect((await addAlert(token, 'keyword', ' !!! ').expect(400)).text).toContain(
      'Enter a word to look for.',
    );
    expect((await addAlert(token, 'store', 'bit.ly').expect(400)).text).toContain(
      'Pick a store listed, or enter its name or web address.',
    );
    expect((await addAlert(token, 'keyword', 'kayak', 'hourly').expect(400)).text).toContain(
      'Choose instantly or in your digest.',
    );
    await addAlert(token, 'keyword', 'kayak').expect(200);
    expect((await addAlert(token, 'keyword', 'KAYAK').expect(409)).text).toContain(
      'You already have this alert.',
    );
    for (let index = 1; index < MAX_ALERTS; index += 1)
      await addAlert(token, 'keyword', `word${index}`).expect(200);
    const full = await addAlert(token, 'keyword', 'one more').expect(400);
    expect(full.text).toContain(`You can keep up to ${MAX_ALERTS} alerts.`);
    expect(await alertsOf(id)).toHaveLength(MAX_ALERTS);
  });

  it('removes an alert of its own subscription only', async () => {
    const first = await subscriber();
    const second = await subscriber();
    await addAlert(first.token, 'keyword', 'tent').expect(200);
    const [tent] = await alertsOf(first.id);
    const elsewhere = await post(second.token, { action: 'remove', alert: String(tent.id) });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).toContain('This alert is not on your list.');
    expect(await alertsOf(first.id)).toHaveLength(1);
    const removed = await post(first.token, { action: 'remove', alert: String(tent.id) });
    expect(removed.text).toContain('Alert removed.');
    expect(await alertsOf(first.id)).toEqual([]);
  });

  it('changes the digest frequency, and the alerts folded into it follow', async () => {
    const { id, token } = await subscriber('daily');
    await addAlert(token, 'keyword', 'stove', 'digest').expect(200);
    await addAlert(token, 'keyword', 'lamp', 'instant').expect(200);
    const changed = await post(token, { action: 'frequency', frequency: 'weekly' });
    expect(changed.text).toContain('You now get the weekly digest.');
    const row = await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ id });
    expect(row.frequency).toBe('weekly');
    expect((await alertsOf(id)).map(({ value, frequency }) => [value, frequency])).toEqual([
      ['stove', 'weekly'],
      ['lamp', 'instant'],
    ]);
    await post(token, { action: 'frequency', frequency: 'monthly' }).expect(400);
    await post(token, { action: 'rename' }).expect(400);
  });

  it('takes no form posted from another site', async () => {
    const { id, token } = await subscriber();
    await request(testApp.app)
      .post(`/subscription/${token}`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ action: 'add', kind: 'keyword', value: 'phish', when: 'instant' })
      .expect(403);
    expect(await alertsOf(id)).toEqual([]);
  });

  it('answers an unknown token with the "not valid" page and unsubscribes with its alerts', async () => {
    await page('a'.repeat(43)).expect(404);
    await addAlert('b'.repeat(43), 'keyword', 'kayak').expect(404);
    const { id, token } = await subscriber();
    await addAlert(token, 'keyword', 'kayak').expect(200);
    await request(testApp.app).post(`/unsubscribe/${token}`).type('form').send('').expect(200);
    expect(await alertsOf(id)).toEqual([]);
    await page(token).expect(404);
  });
});
