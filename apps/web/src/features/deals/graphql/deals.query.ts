import { graphql } from '../../../gql';

/** One page of a category, or a further page of a home section. */
export const DealListQuery = graphql(`
  query DealList(
    $section: DealSection
    $category: DealCategory!
    $search: String
    $sort: DealSort!
    $limit: Int!
    $offset: Int!
  ) {
    deals(
      section: $section
      category: $category
      search: $search
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      total
      averageClicks
      items {
        ...DealCard_deal
      }
    }
  }
`);

export const HomeDealsQuery = graphql(`
  query HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {
    today: deals(category: DAILY, section: TODAY, search: $search, sort: $sort, limit: $limit) {
      total
      averageClicks
      items {
        ...DealCard_deal
      }
    }
    yesterday: deals(
      category: DAILY
      section: YESTERDAY
      search: $search
      sort: $sort
      limit: $limit
    ) {
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
