// The operation is written in session.graphql; this is the typed document codegen generates.
export { SessionDocument as SessionQuery } from '../../../gql/graphql';
