import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, print, validate } from 'graphql';
import { AmazonDisclosureDocument } from '../../gql/graphql';
import { combinedRouteQuery } from './combined-route-query';
import { routeQueries } from './route-queries';

const schema = buildSchema(readFileSync(join(__dirname, '../../../../api/schema.graphql'), 'utf8'));

describe('combinedRouteQuery', () => {
  it('puts every list page’s queries into one valid operation, variables and all', () => {
    for (const url of ['/', '/?q=drill&sort=popular', '/fashion', '/favorites?sort=oldest']) {
      const queries = routeQueries(url);
      const combined = combinedRouteQuery(queries);
      expect(combined).not.toBeNull();
      expect(validate(schema, combined!.query)).toEqual([]);
      expect(combined!.variables).toEqual(Object.assign({}, ...queries.map((q) => q.variables)));
    }
    expect(combinedRouteQuery(routeQueries('/'))?.operationName).toBe(
      'HomeDealsAndAmazonDisclosure',
    );
  });

  it('splits the answer back into each query’s own data, in the route’s order', () => {
    const combined = combinedRouteQuery(routeQueries('/'))!;
    const today = { total: 1, items: [] };
    const yesterday = { total: 0, items: [] };
    expect(combined.split({ liveAmazonDeals: true, today, yesterday })).toEqual([
      { today, yesterday },
      { liveAmazonDeals: true },
    ]);
  });

  it('builds the document once for the same queries', () => {
    const first = combinedRouteQuery(routeQueries('/'));
    const again = combinedRouteQuery(routeQueries('/?q=lamp'));
    expect(again?.query).toBe(first?.query);
    expect(again?.variables.search).toBe('lamp');
  });

  it('refuses queries that cannot share one operation', () => {
    const disclaimer = { query: AmazonDisclosureDocument, variables: {} };
    const query = (source: string, variables = {}) => ({ query: parse(source), variables });
    const refused = [
      // The same response key twice.
      [disclaimer, query('query Again { liveAmazonDeals }')],
      // One variable, two values.
      [
        query('query A($limit: Int!) { a: deals(limit: $limit) { total } }', { limit: 1 }),
        query('query B($limit: Int!) { b: deals(limit: $limit) { total } }', { limit: 2 }),
      ],
      // One variable, two types.
      [
        query('query A($n: Int!) { a: deals(limit: $n) { total } }', { n: 1 }),
        query('query B($n: Int) { b: deals(limit: $n) { total } }', { n: 1 }),
      ],
      // A root field the answer may leave out, a fragment at the root, a mutation, no name.
      [disclaimer, query('query C { a: liveAmazonDeals @include(if: false) }')],
      [disclaimer, query('query D { ...F } fragment F on Query { b: liveAmazonDeals }')],
      [disclaimer, query('mutation E { logout }')],
      [disclaimer, query('{ b: liveAmazonDeals }')],
    ];
    for (const queries of refused) expect(combinedRouteQuery(queries)).toBeNull();
  });

  it('keeps a fragment both queries use once, and refuses two fragments of one name', () => {
    const query = (source: string) => ({ query: parse(source), variables: {} });
    const shared = 'fragment Count on DealPage { total }';
    const combined = combinedRouteQuery([
      query(`query A { a: deals(limit: 1) { ...Count } } ${shared}`),
      query(`query B { b: deals(limit: 2) { ...Count } } ${shared}`),
    ]);
    expect(combined).not.toBeNull();
    expect(validate(schema, combined!.query)).toEqual([]);
    expect(print(combined!.query).match(/fragment Count/g)).toHaveLength(1);

    expect(
      combinedRouteQuery([
        query(`query A { a: deals(limit: 1) { ...Count } } ${shared}`),
        query(
          'query B { b: deals(limit: 2) { ...Count } } fragment Count on DealPage { items { id } }',
        ),
      ]),
    ).toBeNull();
  });
});
