import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { dealInput, dealTableSnapshot, insertDeal, loadDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { Role } from '../../access/role';
import { User } from '../user/user.entity';
import { DealCategory } from './deal.entity';

const DEAL_FIELDS = `id title description price originalPrice percentOff affiliateLink imageUrl
  tagline category active clicks createdAt updatedAt`;
const CREATE = `mutation Create($input: CreateDealInput!) { createDeal(input: $input) { ${DEAL_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateDealInput!) {
  updateDeal(id: $id, input: $input) { ${DEAL_FIELDS} }
}`;
const DELETE = `mutation Delete($id: ID!) { deleteDeal(id: $id) }`;
const CLEAR = `mutation { clearDeals }`;
const DEAL = `query Deal($id: ID!) { deal(id: $id) { ${DEAL_FIELDS} } }`;

/** createDeal takes the enum name where REST takes the stored value. */
function graphqlInput(input: Record<string, unknown>): Record<string, unknown> {
  return typeof input.category === 'string'
    ? { ...input, category: input.category.toUpperCase() }
    : input;
}

const TITLE_OF_500 = '🔥'.repeat(250) + 'Ü'.repeat(250);

describe.each(DIALECTS)('writing deals on %s', (dialect) => {
  let testApp: TestApp;
  let curator: string;
  let visitor: string;
  let curatorId: number;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curator = await signedInAs(testApp.app, 'the.curator');
    visitor = await signedInAs(testApp.app, 'a.visitor');
    const account = await testApp.dataSource
      .getRepository(User)
      .findOneByOrFail({ username: 'the.curator' });
    expect(account.role).toBe(Role.CURATOR);
    curatorId = account.id;
  });

  afterAll(() => testApp.close());

  const api = () => request(testApp.app);
  const snapshot = () => dealTableSnapshot(testApp.dataSource);

  describe('rights', () => {
    const restWrites = [
      ['POST', '/api/deals'],
      ['PUT', '/api/deals/:id'],
      ['DELETE', '/api/deals/:id'],
      ['POST', '/api/deals/clear'],
    ] as const;

    it.each(restWrites)(
      'refuses REST %s %s with 401 anonymous and 403 to a visitor, changing nothing',
      async (method, path) => {
        const { id } = await insertDeal(testApp.dataSource);
        const url = path.replace(':id', String(id));
        const before = await snapshot();
        for (const [cookie, status] of [
          [undefined, 401],
          [visitor, 403],
        ] as const) {
          const call =
            method === 'POST'
              ? api().post(url)
              : method === 'PUT'
                ? api().put(url)
                : api().delete(url);
          if (cookie) call.set('Cookie', cookie);
          const response = await call.send(dealInput({ title: 'Hijacked' }));
          expect(response.status).toBe(status);
          expect(typeof response.body.message).toBe('string');
        }
        expect(await snapshot()).toBe(before);
      },
    );

    it('refuses every GraphQL deal mutation anonymous and to a visitor, changing nothing', async () => {
      const { id } = await insertDeal(testApp.dataSource);
      const before = await snapshot();
      const attempts: [string, Record<string, unknown>][] = [
        [CREATE, { input: graphqlInput(dealInput()) }],
        [UPDATE, { id, input: { title: 'Hijacked' } }],
        [DELETE, { id }],
        [CLEAR, {}],
      ];
      for (const [document, variables] of attempts) {
        for (const [cookie, code] of [
          [undefined, 'UNAUTHENTICATED'],
          [visitor, 'FORBIDDEN'],
        ] as const) {
          const response = await graphql(testApp.app, document, variables, cookie);
          expect(response.body.errors[0].extensions.code).toBe(code);
          expect(response.body.data).toBeNull();
        }
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('creating', () => {
    it('creates an active deal for the curator over GraphQL, normalising price and images', async () => {
      const response = await graphql(
        testApp.app,
        CREATE,
        {
          input: graphqlInput(
            dealInput({
              title: `  ${TITLE_OF_500}  `,
              imageUrl:
                ' https://images.example/a.jpg \r\n\n/api/images/b.webp,https://images.example/c.png\n',
            }),
          ),
        },
        curator,
      );
      expect(response.body.errors).toBeUndefined();
      const created = response.body.data.createDeal;
      expect(created).toMatchObject({
        title: TITLE_OF_500,
        price: '24.99',
        originalPrice: '49.99',
        percentOff: 50,
        imageUrl: 'https://images.example/a.jpg,/api/images/b.webp,https://images.example/c.png',
        category: 'FASHION',
        active: true,
        clicks: 0,
      });
      const stored = await loadDeal(testApp.dataSource, created.id);
      expect(Buffer.from(stored!.title)).toEqual(Buffer.from(TITLE_OF_500));
      expect(stored!.userId).toBe(curatorId);
    });

    it('creates over REST with 201 and the original shape, ignoring fields a client may not set', async () => {
      const response = await api()
        .post('/api/deals')
        .set('Cookie', curator)
        .send(
          dealInput({
            id: 999_999,
            clicks: 500,
            userId: 12345,
            active: 0,
            createdAt: '2001-01-01T00:00:00.000Z',
            updatedAt: '2001-01-01T00:00:00.000Z',
            sourcePostId: 'post-1',
            price: 24.99,
          }),
        );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        active: 1,
        clicks: 0,
        userId: curatorId,
        price: '24.99',
        category: 'fashion',
        imageUrl: 'https://images.example/a.jpg,https://images.example/b.jpg',
      });
      expect(response.body.id).not.toBe(999_999);
      expect(response.body.sourcePostId).toBeUndefined();
      expect(new Date(response.body.createdAt).getUTCFullYear()).toBeGreaterThan(2001);
      const stored = await loadDeal(testApp.dataSource, response.body.id);
      expect(stored).toMatchObject({
        active: true,
        clicks: 0,
        userId: curatorId,
        sourcePostId: null,
      });
    });

    it('defaults a new deal to the daily category, and takes a description without a title', async () => {
      const response = await api()
        .post('/api/deals')
        .set('Cookie', curator)
        .send({ description: 'Only a description\nwith two lines' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ title: '', category: 'daily', percentOff: null });
    });

    it("lists a daily deal created just now among today's deals", async () => {
      const created = await api()
        .post('/api/deals')
        .set('Cookie', curator)
        .send(dealInput({ title: 'Fresh daily find', category: 'daily' }));
      const today = await graphql(
        testApp.app,
        `
          query {
            deals(section: TODAY, search: "fresh daily find") {
              items {
                id
              }
            }
          }
        `,
      );
      expect(today.body.data.deals.items).toEqual([{ id: String(created.body.id) }]);
    });

    const badInputs: [string, Record<string, unknown>, string, RegExp][] = [
      ['a javascript: link', { affiliateLink: 'javascript:alert(1)' }, 'affiliateLink', /http/],
      [
        'an upper-case JavaScript: link',
        { affiliateLink: 'JaVaScRiPt:alert(1)' },
        'affiliateLink',
        /http/,
      ],
      [
        'a link behind spaces',
        { affiliateLink: '   javascript:alert(1)' },
        'affiliateLink',
        /http/,
      ],
      [
        'a link behind a control character',
        { affiliateLink: '\u0001javascript:alert(1)' },
        'affiliateLink',
        /http/,
      ],
      [
        'a data: link',
        { affiliateLink: 'data:text/html,<script>alert(1)</script>' },
        'affiliateLink',
        /http/,
      ],
      ['a vbscript: link', { affiliateLink: 'VBScript:MsgBox(1)' }, 'affiliateLink', /http/],
      ['a protocol-relative link', { affiliateLink: '//evil.example/x' }, 'affiliateLink', /http/],
      ['an ftp link', { affiliateLink: 'ftp://files.example/x' }, 'affiliateLink', /http/],
      [
        'a javascript: image',
        { imageUrl: 'https://ok.example/a.jpg\njavascript:alert(1)' },
        'imageUrl',
        /entry 2/,
      ],
      ['a data: image', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', /entry 1/],
      ['a protocol-relative image', { imageUrl: '//evil.example/a.png' }, 'imageUrl', /entry 1/],
      [
        'an image path with a backslash',
        { imageUrl: '/\\evil.example/a.png' },
        'imageUrl',
        /entry 1/,
      ],
      [
        '21 images',
        { imageUrl: Array.from({ length: 21 }, (_, i) => `/uploads/${i}.jpg`).join(',') },
        'imageUrl',
        /at most 20/,
      ],
      ['percent off 0', { percentOff: 0 }, 'percentOff', /1 to 100/],
      ['percent off 101', { percentOff: 101 }, 'percentOff', /1 to 100/],
      ['percent off -5', { percentOff: -5 }, 'percentOff', /1 to 100/],
      ['a fractional percent off', { percentOff: 12.5 }, 'percentOff', /1 to 100/],
      ['a wordy percent off', { percentOff: 'half' }, 'percentOff', /1 to 100/],
      ['an unknown category', { category: 'electronics' }, 'category', /daily, fashion, favorites/],
      ['a title of 501 characters', { title: '🔥'.repeat(501) }, 'title', /at most 500/],
      ['a numeric title', { title: 42 }, 'title', /must be text/],
      [
        'no title and no description',
        { title: ' ', description: '' },
        'title',
        /title or a description/,
      ],
      ['a price of 65 characters', { price: '9'.repeat(65) }, 'price', /at most 64/],
      ['a tagline of 256 characters', { tagline: 't'.repeat(256) }, 'tagline', /at most 255/],
      [
        'a description of 10001 characters',
        { description: 'd'.repeat(10_001) },
        'description',
        /at most 10000/,
      ],
    ];

    it.each(badInputs)(
      'answers REST 400 {message, field} for %s and writes nothing',
      async (_label, overrides, field, message) => {
        const before = await snapshot();
        const response = await api()
          .post('/api/deals')
          .set('Cookie', curator)
          .send(dealInput(overrides));
        expect(response.status).toBe(400);
        expect(response.body.field).toBe(field);
        expect(response.body.message).toMatch(message);
        expect(await snapshot()).toBe(before);
      },
    );

    // Wrong types, enum values and fractions are refused by GraphQL itself (next test).
    const reachingTheResolver = badInputs.filter(
      ([, overrides, field]) =>
        !['percentOff', 'category'].includes(field) &&
        Object.values(overrides).every((value) => typeof value === 'string'),
    );

    it.each(reachingTheResolver)(
      'answers GraphQL BAD_USER_INPUT for %s and writes nothing',
      async (_label, overrides, field, message) => {
        const before = await snapshot();
        const response = await graphql(
          testApp.app,
          CREATE,
          { input: graphqlInput(dealInput(overrides)) },
          curator,
        );
        expect(response.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
        expect(response.body.errors[0].message).toMatch(message);
        expect(await snapshot()).toBe(before);
      },
    );

    it('refuses out-of-range percent off and unknown categories over GraphQL too', async () => {
      const before = await snapshot();
      for (const percentOff of [0, 101]) {
        const response = await graphql(
          testApp.app,
          CREATE,
          { input: graphqlInput(dealInput({ percentOff })) },
          curator,
        );
        expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      }
      const category = await graphql(
        testApp.app,
        CREATE,
        { input: graphqlInput(dealInput({ category: 'gadgets' })) },
        curator,
      );
      expect(category.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await snapshot()).toBe(before);
    });

    it('refuses a body that is not a JSON object', async () => {
      const before = await snapshot();
      const response = await api().post('/api/deals').set('Cookie', curator).send([dealInput()]);
      expect(response.status).toBe(400);
      expect(await snapshot()).toBe(before);
    });
  });

  describe('updating', () => {
    it('changes only the fields sent over REST and ignores clicks, userId, createdAt, active and id', async () => {
      const original = await insertDeal(testApp.dataSource, {
        clicks: 7,
        userId: curatorId,
        createdAt: new Date('2026-10-01T10:00:00.000Z'),
      });
      const response = await api()
        .put(`/api/deals/${original.id}`)
        .set('Cookie', curator)
        .send({
          title: 'Edited title 🎉',
          affiliateLink: 'https://www.walmart.com/ip/123',
          percentOff: '30',
          clicks: 0,
          userId: 999,
          createdAt: '2001-01-01T00:00:00.000Z',
          active: 0,
          id: original.id + 1000,
          sourcePostId: 'injected',
        });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: original.id,
        title: 'Edited title 🎉',
        affiliateLink: 'https://www.walmart.com/ip/123',
        percentOff: 30,
        description: original.description,
        price: original.price,
        active: 1,
        clicks: 7,
      });
      const stored = await loadDeal(testApp.dataSource, original.id);
      expect(stored).toMatchObject({
        clicks: 7,
        userId: curatorId,
        active: true,
        sourcePostId: null,
      });
      expect(stored!.createdAt.toISOString()).toBe('2026-10-01T10:00:00.000Z');
      expect(await loadDeal(testApp.dataSource, original.id + 1000)).toBeNull();
    });

    it('updates over GraphQL, clearing percent off with null', async () => {
      const original = await insertDeal(testApp.dataSource, { percentOff: 40 });
      const response = await graphql(
        testApp.app,
        UPDATE,
        { id: original.id, input: { price: '$9.99', percentOff: null, category: 'FAVORITES' } },
        curator,
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.updateDeal).toMatchObject({
        title: original.title,
        price: '9.99',
        percentOff: null,
        category: 'FAVORITES',
      });
    });

    it('refuses a GraphQL update naming a field the input does not have, changing nothing', async () => {
      const original = await insertDeal(testApp.dataSource, { clicks: 3 });
      const before = await snapshot();
      const response = await graphql(
        testApp.app,
        UPDATE,
        { id: original.id, input: { clicks: 1000 } },
        curator,
      );
      expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await snapshot()).toBe(before);
    });

    it('refuses a bad update with 400 and leaves the deal as it was', async () => {
      const original = await insertDeal(testApp.dataSource);
      const before = await snapshot();
      for (const body of [
        { title: 'Fine', affiliateLink: ' javascript:alert(document.cookie)' },
        { percentOff: 150 },
        { category: 'other' },
        { title: '', description: '' },
      ]) {
        const response = await api()
          .put(`/api/deals/${original.id}`)
          .set('Cookie', curator)
          .send(body);
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
      expect(await snapshot()).toBe(before);
    });

    it('answers 404 / NOT_FOUND for unknown and malformed ids', async () => {
      for (const id of ['987654', 'abc', '0', '-1', '1e3', '99999999999']) {
        const response = await api()
          .put(`/api/deals/${id}`)
          .set('Cookie', curator)
          .send({ title: 'x' });
        expect(`${id}: ${response.status}`).toBe(`${id}: 404`);
        expect(response.body.message).toMatch(/Deal .*not found/);
        const viaGraphql = await graphql(
          testApp.app,
          UPDATE,
          { id, input: { title: 'x' } },
          curator,
        );
        expect(viaGraphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
      }
    });
  });

  describe('reading one deal', () => {
    it('answers an active deal and NOT_FOUND for archived, unknown and malformed ids', async () => {
      const active = await insertDeal(testApp.dataSource, { title: 'Shared deal' });
      const archived = await insertDeal(testApp.dataSource, { active: false });
      const found = await graphql(testApp.app, DEAL, { id: active.id });
      expect(found.body.data.deal).toMatchObject({ id: String(active.id), title: 'Shared deal' });
      for (const id of [archived.id, 987654, 'abc']) {
        const response = await graphql(testApp.app, DEAL, { id });
        expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND');
      }
    });
  });

  describe('deleting', () => {
    it('removes the row over REST with {ok: true}, then answers 404', async () => {
      const deal = await insertDeal(testApp.dataSource, { clicks: 12 });
      const response = await api().delete(`/api/deals/${deal.id}`).set('Cookie', curator);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(await loadDeal(testApp.dataSource, deal.id)).toBeNull();
      const again = await api().delete(`/api/deals/${deal.id}`).set('Cookie', curator);
      expect(again.status).toBe(404);
      expect((await api().delete('/api/deals/abc').set('Cookie', curator)).status).toBe(404);
    });

    it('removes archived deals too, over GraphQL, answering the id', async () => {
      const deal = await insertDeal(testApp.dataSource, { active: false });
      const response = await graphql(testApp.app, DELETE, { id: deal.id }, curator);
      expect(response.body.data.deleteDeal).toBe(String(deal.id));
      expect(await loadDeal(testApp.dataSource, deal.id)).toBeNull();
      const again = await graphql(testApp.app, DELETE, { id: deal.id }, curator);
      expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('clearing all', () => {
    it('archives every active deal, keeps rows and clicks, and answers how many', async () => {
      await insertDeal(testApp.dataSource, { clicks: 5, category: DealCategory.FASHION });
      await insertDeal(testApp.dataSource, { clicks: 8 });
      const rowsBefore = await testApp.dataSource.query('SELECT id, clicks FROM deals ORDER BY id');
      const activeBefore = (await api().get('/api/deals')).body.deals.length;
      expect(activeBefore).toBeGreaterThan(1);

      const response = await api().post('/api/deals/clear').set('Cookie', curator);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ archived: activeBefore });

      expect((await api().get('/api/deals')).body.deals).toEqual([]);
      const rowsAfter = await testApp.dataSource.query('SELECT id, clicks FROM deals ORDER BY id');
      expect(rowsAfter).toEqual(rowsBefore);
      const stillActive = await testApp.dataSource.query('SELECT id FROM deals WHERE active = 1');
      expect(stillActive).toEqual([]);

      const again = await graphql(testApp.app, CLEAR, {}, curator);
      expect(again.body.data.clearDeals).toBe(0);
      await insertDeal(testApp.dataSource);
      const viaGraphql = await graphql(testApp.app, CLEAR, {}, curator);
      expect(viaGraphql.body.data.clearDeals).toBe(1);
    });
  });
});
