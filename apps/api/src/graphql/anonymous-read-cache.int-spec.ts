import { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import request from 'supertest';
import { graphql, signedInAs } from '../../test/auth-helpers';
import { dealInput, insertDeal } from '../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ClickService } from '../modules/click/click.service';
import { DealService } from '../modules/deal/deal.service';
import { anonymousReadCachePlugin } from './anonymous-read-cache';
import type { RequestContext } from './context';
import { buildAppSchema } from './schema';

const HOME_DEALS = `query HomeDeals($sort: DealSort!, $limit: Int!) {
  today: deals(category: DAILY, section: TODAY, sort: $sort, limit: $limit) { items { title } }
}`;
const DEAL_LIST = `query DealList($limit: Int!, $sort: DealSort!) {
  deals(sort: $sort, limit: $limit) { items { title } }
}`;
const UNLISTED = `query Unlisted($limit: Int!) { deals(limit: $limit) { total } }`;

describe('the anonymous GraphQL read cache', () => {
  let testApp: TestApp;
  let curator: string;
  let list: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    curator = await signedInAs(testApp.app, 'the.curator');
    await insertDeal(testApp.dataSource, { title: 'Cached radio' });
  });

  beforeEach(() => {
    list = jest.spyOn(DealService.prototype, 'list');
  });

  afterEach(() => list.mockRestore());
  afterAll(() => testApp.close());

  const titles = (response: request.Response, field = 'deals') =>
    (response.body.data[field] as { items: { title: string }[] }).items.map((deal) => deal.title);

  it('answers a repeat of a listing query, variables in any order, without the database', async () => {
    const first = await graphql(testApp.app, DEAL_LIST, { limit: 10, sort: 'POPULAR' });
    const second = await graphql(testApp.app, DEAL_LIST, { sort: 'POPULAR', limit: 10 });
    expect(second.body).toEqual(first.body);
    expect(titles(second)).toContain('Cached radio');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('keeps different variables and documents apart, and leaves other operations alone', async () => {
    await graphql(testApp.app, DEAL_LIST, { limit: 11, sort: 'NEWEST' });
    await graphql(testApp.app, DEAL_LIST, { limit: 12, sort: 'NEWEST' });
    await graphql(testApp.app, HOME_DEALS, { limit: 11, sort: 'NEWEST' });
    await graphql(testApp.app, UNLISTED, { limit: 11 });
    await graphql(testApp.app, UNLISTED, { limit: 11 });
    expect(list).toHaveBeenCalledTimes(5);
  });

  it('shows a deal written since on the next request', async () => {
    await graphql(testApp.app, DEAL_LIST, { limit: 13, sort: 'NEWEST' });
    const created = await request(testApp.app)
      .post('/api/deals')
      .set('Cookie', curator)
      .send(dealInput({ title: 'Freshly posted toaster' }));
    expect(created.status).toBe(201);
    const after = await graphql(testApp.app, DEAL_LIST, { limit: 13, sort: 'NEWEST' });
    expect(titles(after)).toContain('Freshly posted toaster');
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('has anonymous listings revalidated (no-cache) and every other answer not stored (no-store)', async () => {
    const listing = await graphql(testApp.app, DEAL_LIST, { limit: 15, sort: 'NEWEST' });
    expect(listing.headers['cache-control']).toBe('no-cache');
    const signedIn = await graphql(testApp.app, DEAL_LIST, { limit: 15, sort: 'NEWEST' }, curator);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const unlisted = await graphql(testApp.app, UNLISTED, { limit: 15 });
    expect(unlisted.headers['cache-control']).toBe('no-store');
    const refused = await graphql(testApp.app, DEAL_LIST, { limit: -1, sort: 'NEWEST' });
    expect(refused.body.errors).toBeDefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('runs every signed-in request', async () => {
    await graphql(testApp.app, DEAL_LIST, { limit: 14, sort: 'NEWEST' }, curator);
    await graphql(testApp.app, DEAL_LIST, { limit: 14, sort: 'NEWEST' }, curator);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('does not keep answers with errors', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await graphql(testApp.app, DEAL_LIST, { limit: -1, sort: 'NEWEST' });
      expect(refused.body.errors).toBeDefined();
    }
    expect(list).toHaveBeenCalledTimes(0);
  });

  it('never caches a mutation, even one named like a listing', async () => {
    const record = jest.spyOn(ClickService.prototype, 'record');
    const deal = await insertDeal(testApp.dataSource);
    const click = `mutation DealList($id: ID!) { recordDealClick(id: $id) }`;
    await graphql(testApp.app, click, { id: String(deal.id) });
    await graphql(testApp.app, click, { id: String(deal.id) });
    expect(record).toHaveBeenCalledTimes(2);
    record.mockRestore();
  });

  it('leaves server renders out: their reads are neither answered from it nor kept', async () => {
    const apollo = new ApolloServer<RequestContext>({
      schema: await buildAppSchema(),
      plugins: [anonymousReadCachePlugin()],
    });
    await apollo.start();
    const anonymous = {
      config: testApp.config,
      services: testApp.services,
      req: {} as Request,
      res: {} as Response,
      user: null,
    };
    const read = async (serverRender: boolean) => {
      const response = await apollo.executeOperation(
        { query: DEAL_LIST, variables: { limit: 16, sort: 'NEWEST' } },
        { contextValue: { ...anonymous, serverRender } },
      );
      expect(response.body.kind === 'single' && response.body.singleResult.errors).toBeFalsy();
    };
    try {
      await read(true);
      await read(true);
      expect(list).toHaveBeenCalledTimes(2);
      await read(false);
      await read(false);
      expect(list).toHaveBeenCalledTimes(3);
      await read(true);
      expect(list).toHaveBeenCalledTimes(4);
    } finally {
      await apollo.stop();
    }
  });
});
