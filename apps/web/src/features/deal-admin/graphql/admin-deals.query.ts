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
  }
`);

export const AdminDealsQuery = graphql(`
  query AdminDeals($category: DealCategory, $search: String, $limit: Int!, $offset: Int!) {
    deals(category: $category, search: $search, limit: $limit, offset: $offset) {
      total
      items {
        ...DealAdminRow_deal
      }
    }
  }
`);
