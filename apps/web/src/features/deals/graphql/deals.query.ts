import { graphql } from '../../../gql';

export const DealListQuery = graphql(`
  query DealList($category: DealCategory, $sort: DealSort, $limit: Int) {
    deals(category: $category, sort: $sort, limit: $limit) {
      total
      items {
        ...DealCard_deal
      }
    }
  }
`);
