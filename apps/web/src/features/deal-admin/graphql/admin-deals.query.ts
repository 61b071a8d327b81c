import { graphql } from '../../../gql/curator';

export const DealAdminRowFragment = graphql(`
  fragment DealAdminRow_deal on Deal {
    id
    title
    description
    price
    originalPrice
    percentOff
    affiliateLink
    imageUrl
    tagline
    category
    clicks
    createdAt
    priceSetAt
    expiresAt
    expired
  }
`);

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
        ...DealAdminRow_deal
      }
    }
  }
`);
