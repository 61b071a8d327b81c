// The operation is written in deal-detail.graphql; this is the typed document codegen generates.
export { DealDetailDocument as DealDetailQuery } from '../../../gql/pages/graphql';
