// The operations are written in deals.graphql; these are the typed documents codegen generates.
export {
  DealListDocument as DealListQuery,
  HomeDealsDocument as HomeDealsQuery,
} from '../../../gql/graphql';
