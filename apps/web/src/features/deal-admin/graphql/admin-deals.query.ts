import { graphql } from '../../../gql/curator';

export const AdminDealsQuery = graphql(`
  query AdminDeals(
    $category: DealCategory
    $search: String
    $expiry: DealExpiry!
    $limit: Int!
    $offset: Int!
  ) {
    deals(category: $category, search: $search, expiry: $expiry, limit: $limit, offset: $offset) {
      total
      items {
        ...AdminDealList_deal
      }
    }
  }
`);
