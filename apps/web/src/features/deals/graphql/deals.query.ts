import { graphql } from '../../../gql';

export const CategoryDealsQuery = graphql(`
  query CategoryDeals($category: DealCategory!, $limit: Int!) {
    deals(category: $category, limit: $limit) {
      total
      items {
        ...DealCard_deal
      }
    }
  }
`);

export const HomeDealsQuery = graphql(`
  query HomeDeals($limit: Int!) {
    today: deals(category: DAILY, section: TODAY, limit: $limit) {
      total
      items {
        ...DealCard_deal
      }
    }
    yesterday: deals(category: DAILY, section: YESTERDAY, limit: $limit) {
      total
      items {
        ...DealCard_deal
      }
    }
  }
`);

export const DealDetailQuery = graphql(`
  query DealDetail($id: ID!) {
    deal(id: $id) {
      ...DealCard_deal
    }
  }
`);
