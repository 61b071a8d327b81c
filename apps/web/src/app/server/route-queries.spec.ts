import { DealDetailQuery } from '../../features/deal-page/graphql/deal-detail.query';
import { DealListQuery, HomeDealsQuery } from '../../features/deals/graphql/deals.query';
import { AmazonDisclosureDocument } from '../../gql/graphql';
import { StoreDealsDocument, StoresDocument } from '../../gql/pages/graphql';
import { routeQueries } from './route-queries';

/** The disclaimer every list page carries asks whether a live deal links to Amazon. */
const DISCLAIMER = { query: AmazonDisclosureDocument, variables: {} };

describe('routeQueries', () => {
  it('gives the home page its HomeDeals query with the variables its hook sends', () => {
    expect(routeQueries('/')).toEqual([
      { query: HomeDealsQuery, variables: { search: null, sort: 'NEWEST', limit: 12 } },
      DISCLAIMER,
    ]);
  });

  it('reads the search and sort from the address as the page does', () => {
    expect(routeQueries('/?q=%20drill%20&sort=Oldest&from=x').map((q) => q.variables)).toEqual([
      { search: 'drill', sort: 'OLDEST', limit: 12 },
      {},
    ]);
  });

  it('gives the collection pages their first DealList query, searched and sorted', () => {
    expect(routeQueries('/fashion')).toEqual([
      {
        query: DealListQuery,
        variables: { category: 'FASHION', search: null, sort: 'NEWEST', limit: 12, offset: 0 },
      },
      DISCLAIMER,
    ]);
    expect(routeQueries('/favorites?q=mug&sort=popular').map((q) => q.variables)).toEqual([
      { category: 'FAVORITES', search: 'mug', sort: 'POPULAR', limit: 12, offset: 0 },
      {},
    ]);
  });

  it("gives a deal's page its DealDetail query alone, with the id as the router reads it", () => {
    expect(routeQueries('/deals/3')).toEqual([
      { query: DealDetailQuery, variables: { id: '3' }, missingIsAnswer: true },
    ]);
    for (const [url, id] of [
      ['/deals/3/?utm_source=x', '3'],
      ['/Deals/42', '42'],
      ['/deals/a%20b', 'a b'],
    ])
      expect(routeQueries(url).map((q) => q.variables)).toEqual([{ id }]);
  });

  it('gives /stores its Stores query, and a store page its StoreDeals, searched and sorted', () => {
    expect(routeQueries('/stores')).toEqual([{ query: StoresDocument, variables: {} }, DISCLAIMER]);
    expect(routeQueries('/stores/amazon?q=kettle&sort=popular')).toEqual([
      {
        query: StoreDealsDocument,
        variables: { store: 'amazon', search: 'kettle', sort: 'POPULAR', limit: 12, offset: 0 },
      },
      DISCLAIMER,
    ]);
  });

  it('asks nothing for a store page whose slug no store can have (it is the 404 page)', () => {
    for (const url of ['/stores/Amazon', '/stores/amazon.com', '/stores/a%20b'])
      expect(routeQueries(url)).toEqual([]);
  });

  it('knows nothing ahead of time about other pages', () => {
    for (const url of [
      '/fashion/x',
      '/deals',
      '/deals/3/x',
      '/nope',
      '/admin',
      '/index.html',
      '/stores/a/b',
    ])
      expect(routeQueries(url)).toEqual([]);
  });
});
