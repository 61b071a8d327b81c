import request from 'supertest';
import { randomTestAddress, signedInAs } from '../../../test/auth-helpers';
import { dealInput, insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { MAX_COUNTED_CLICKS_PER_VISITOR } from '../click/click.service';
import { DealCategory } from '../deal/deal.entity';

const HOUR_MS = 60 * 60 * 1000;

/** What a browser sends with a link followed in its window or tab. */
const NAVIGATION = {
  'User-Agent': BROWSER_USER_AGENT,
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-User': '?1',
};

describe.each(DIALECTS)('GET /go/{id} on %s', (dialect) => {
  let testApp: TestApp;

  const go = (
    dealId: number | string,
    address = randomTestAddress(),
    headers: Record<string, string> = { 'User-Agent': BROWSER_USER_AGENT },
  ) => request(testApp.app).get(`/go/${dealId}`).set('X-Forwarded-For', address).set(headers);
  const clicksOf = async (dealId: number) => {
    await testApp.services.clicks.flush();
    return (await loadDeal(testApp.dataSource, dealId))!.clicks;
  };

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
  });

  afterAll(() => testApp.close());

  it('answers 302 to the affiliate link, uncached, unindexed, keeping the referring origin', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      affiliateLink: 'https://shop.example/item?id=7&tag=deals-20',
    });
    const answer = await go(deal.id).expect(302);
    expect(answer.headers.location).toBe('https://shop.example/item?id=7&tag=deals-20');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(await clicksOf(deal.id)).toBe(1);
  });

  it(`counts once per press and at most ${MAX_COUNTED_CLICKS_PER_VISITOR} a visitor a deal a day, redirecting every time`, async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 10 });
    const address = randomTestAddress();
    for (let press = 0; press < 6; press += 1) await go(deal.id, address).expect(302);
    expect(await clicksOf(deal.id)).toBe(10 + MAX_COUNTED_CLICKS_PER_VISITOR);
    await go(deal.id).expect(302);
    expect(await clicksOf(deal.id)).toBe(11 + MAX_COUNTED_CLICKS_PER_VISITOR);
  });

  it.each([
    [
      'Googlebot',
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['a Chrome prefetch', { 'User-Agent': BROWSER_USER_AGENT, 'Sec-Purpose': 'prefetch' }],
    ['a Firefox prefetch', { 'User-Agent': BROWSER_USER_AGENT, 'X-Moz': 'prefetch' }],
    ['an old prerender', { 'User-Agent': BROWSER_USER_AGENT, Purpose: 'prefetch' }],
    ['a request without a user agent', {}],
  ])('redirects %s without counting it', async (_case, headers) => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 4 });
    await go(deal.id, randomTestAddress(), headers).expect(302);
    expect(await clicksOf(deal.id)).toBe(4);
  });

  const sourcesOf = async (dealId: number) => {
    await testApp.services.clicks.flush();
    const rows = await testApp.dataSource.query<{ source: string | null }[]>(
      'SELECT `source` FROM `deal_clicks` WHERE `deal_id` = ? ORDER BY `id`',
      [dealId],
    );
    return rows.map((row) => row.source);
  };

  it('keeps the src a link carried with its click: ?src=telegram counts for telegram', async () => {
    const deal = await insertDeal(testApp.dataSource);
    const address = randomTestAddress();
    await request(testApp.app)
      .get(`/go/${deal.id}?src=Telegram`)
      .set('X-Forwarded-For', address)
      .set('User-Agent', BROWSER_USER_AGENT)
      .expect(302);
    // The visitor's row keeps the first src it was given.
    await request(testApp.app)
      .get(`/go/${deal.id}?src=email`)
      .set('X-Forwarded-For', address)
      .set('User-Agent', BROWSER_USER_AGENT)
      .expect(302);
    await go(deal.id).expect(302);
    expect(await sourcesOf(deal.id)).toEqual(['telegram', null]);
    expect(await clicksOf(deal.id)).toBe(3);
  });

  it.each([
    ['huge', `src=${'a'.repeat(6000)}`, 'a'.repeat(64)],
    ['malformed', 'src=%E0%A4%A&src=x', 'e0a4a'],
    ['of control characters only', 'src=%00%0A%0D', null],
    ['nothing but symbols', 'src=%3Cscript%3E%22%27', 'script'],
    ['repeated', 'src=feed&src=email', 'feed'],
  ])('redirects and counts a click with a %s src, bounded', async (_case, query, source) => {
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: 'https://shop.example/x' });
    const answer = await request(testApp.app)
      .get(`/go/${deal.id}?${query}`)
      .set('X-Forwarded-For', randomTestAddress())
      .set('User-Agent', BROWSER_USER_AGENT)
      .expect(302);
    expect(answer.headers.location).toBe('https://shop.example/x');
    expect(await sourcesOf(deal.id)).toEqual([source]);
  });

  it('answers HEAD like GET without counting it', async () => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 2 });
    const answer = await request(testApp.app)
      .head(`/go/${deal.id}`)
      .set('User-Agent', BROWSER_USER_AGENT)
      .expect(302);
    expect(answer.headers.location).toBe(deal.affiliateLink);
    expect(await clicksOf(deal.id)).toBe(2);
  });

  it.each(['999999', 'abc', '0', '-1', '1e3', '99999999999'])(
    'answers an unknown id (%s) with the not-found page',
    async (id) => {
      const answer = await go(id).expect(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.text).toContain('Page not found');
      expect(answer.headers.location).toBeUndefined();
    },
  );

  it('does not send anyone to an archived deal', async () => {
    const deal = await insertDeal(testApp.dataSource, { active: false });
    await go(deal.id).expect(404);
  });

  it('shows an expired deal as expired, with live deals of its section, and counts nothing', async () => {
    const live = await insertDeal(testApp.dataSource, {
      category: DealCategory.FASHION,
      title: 'Linen shirts <40% off>',
    });
    const expired = await insertDeal(testApp.dataSource, {
      category: DealCategory.FASHION,
      title: 'Winter boots & more',
      clicks: 3,
      expiresAt: new Date(Date.now() - HOUR_MS),
    });
    const answer = await go(expired.id).expect(410);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('This deal has expired');
    expect(answer.text).toContain('Winter boots &amp; more');
    expect(answer.text).toContain(`<a href="/deals/${live.id}">Linen shirts &lt;40% off&gt;</a>`);
    expect(answer.text).not.toContain(`href="/deals/${expired.id}"`);
    expect(answer.text).toContain('<a href="/fashion">');
    expect(await clicksOf(expired.id)).toBe(3);
  });

  it('still sends visitors on while the expiry is ahead', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    await go(deal.id).expect(302);
    expect(await clicksOf(deal.id)).toBe(1);
  });

  it('sends the visitor where Grab Deal points: a shop link in the description first', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      description: 'Photo https://img.example/a.jpg, buy at https://shop.example/p/9 today',
      affiliateLink: 'https://affiliate.example/x',
    });
    expect((await go(deal.id).expect(302)).headers.location).toBe('https://shop.example/p/9');
    const onlyInText = await insertDeal(testApp.dataSource, {
      description: 'At https://shop.example/p/10',
      affiliateLink: '',
    });
    expect((await go(onlyInText.id).expect(302)).headers.location).toBe(
      'https://shop.example/p/10',
    );
    expect(await clicksOf(onlyInText.id)).toBe(1);
  });

  it('sends a deal without a link to its own page, uncached and unindexed', async () => {
    const deal = await insertDeal(testApp.dataSource, { affiliateLink: '' });
    const answer = await go(deal.id).expect(302);
    expect(answer.headers.location).toBe(`/deals/${deal.id}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
  });

  it.each([
    [
      'a path in another script',
      'https://example.com/商品',
      'https://example.com/%E5%95%86%E5%93%81',
    ],
    ['a Latin-1 path', 'https://example.com/café', 'https://example.com/caf%C3%A9'],
    [
      'an international host',
      'https://bücher.example/angebot',
      'https://xn--bcher-kva.example/angebot',
    ],
  ])(
    'sends a stored link with %s in its ASCII form, counted once',
    async (_case, affiliateLink, location) => {
      const deal = await insertDeal(testApp.dataSource, { affiliateLink, description: 'No link' });
      const answer = await go(deal.id).expect(302);
      expect(answer.headers.location).toBe(location);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
      expect(await clicksOf(deal.id)).toBe(1);
    },
  );

  it('stores and answers a link written with non-ASCII characters in its ASCII form', async () => {
    const curator = await signedInAs(testApp.app, 'the.curator');
    const posted = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ affiliateLink: 'https://example.com/商品', description: 'No link' }))
      .expect(201);
    expect(posted.body.affiliateLink).toBe('https://example.com/%E5%95%86%E5%93%81');
    const listed = await request(testApp.app).get('/api/deals').set('Cookie', curator).expect(200);
    expect(listed.body.deals).toContainEqual(
      expect.objectContaining({
        id: posted.body.id,
        affiliateLink: 'https://example.com/%E5%95%86%E5%93%81',
      }),
    );
    expect((await loadDeal(testApp.dataSource, posted.body.id))!.affiliateLink).toBe(
      'https://example.com/%E5%95%86%E5%93%81',
    );
    const answer = await go(posted.body.id).expect(302);
    expect(answer.headers.location).toBe('https://example.com/%E5%95%86%E5%93%81');
    expect(await clicksOf(posted.body.id)).toBe(1);
  });

  it('sends an international link of the description whole, never cut at its first letter', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      description: 'Get it at https://bücher.example/angebot',
      affiliateLink: 'https://affiliate.example/x',
    });
    const answer = await go(deal.id).expect(302);
    expect(answer.headers.location).toBe('https://xn--bcher-kva.example/angebot');
  });

  it('counts a navigation from another site, as a link in a web mail is', async () => {
    const deal = await insertDeal(testApp.dataSource);
    await go(deal.id, randomTestAddress(), NAVIGATION).expect(302);
    expect(await clicksOf(deal.id)).toBe(1);
  });

  it.each([
    [
      'an image on another site',
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
    ],
    [
      'a script on another site',
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' },
    ],
    [
      'a fetch',
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
    ],
    [
      'a frame on another site',
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' },
    ],
  ])('redirects %s loading /go/ without counting it', async (_case, fetchMetadata) => {
    const deal = await insertDeal(testApp.dataSource, { clicks: 5 });
    const answer = await go(deal.id, randomTestAddress(), {
      'User-Agent': BROWSER_USER_AGENT,
      ...fetchMetadata,
    }).expect(302);
    expect(answer.headers.location).toBe(deal.affiliateLink);
    expect(await clicksOf(deal.id)).toBe(5);
  });
});
