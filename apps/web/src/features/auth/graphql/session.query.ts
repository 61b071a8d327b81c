import { graphql } from '../../../gql';

export const SessionQuery = graphql(`
  query Session {
    me {
      id
      username
      role
      isCurator
    }
  }
`);
