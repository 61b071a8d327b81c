import { graphql } from '../../../gql/curator';

export const AdminStoresQuery = graphql(`
  query AdminStores {
    stores {
      slug
      name
      domain
      liveDeals
    }
  }
`);

export const RenameStoreMutation = graphql(`
  mutation RenameStore($slug: String!, $name: String!) {
    renameStore(slug: $slug, name: $name) {
      slug
      name
      domain
      liveDeals
    }
  }
`);
