import { HomeDealsQuery } from '../../features/deals/graphql/deals.query';
import { routeQueries } from './route-queries';

describe('routeQueries', () => {
  it('gives the home page its HomeDeals query with the variables its hook sends', () => {
    expect(routeQueries('/')).toEqual([
      { query: HomeDealsQuery, variables: { search: null, sort: 'NEWEST', limit: 30 } },
    ]);
  });

  it('reads the search and sort from the address as the page does', () => {
    expect(routeQueries('/?q=%20drill%20&sort=Oldest&from=x').map((q) => q.variables)).toEqual([
      { search: 'drill', sort: 'OLDEST', limit: 30 },
    ]);
  });

  it('knows nothing ahead of time about other pages', () => {
    for (const url of ['/fashion', '/deals/3', '/nope', '/admin', '/index.html'])
      expect(routeQueries(url)).toEqual([]);
  });
});
