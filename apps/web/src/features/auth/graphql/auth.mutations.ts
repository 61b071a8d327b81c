import { graphql } from '../../../gql/curator';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!, $redirectTo: String) {
    login(username: $username, password: $password, redirectTo: $redirectTo) {
      ok
      redirectTo
      message
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($username: String!, $password: String!, $redirectTo: String) {
    register(username: $username, password: $password, redirectTo: $redirectTo) {
      ok
      redirectTo
      message
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
