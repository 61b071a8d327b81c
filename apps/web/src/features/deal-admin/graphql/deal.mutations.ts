import { graphql } from '../../../gql/curator';

// Updates and expiries replace the deal's public card on screen (dealChangeStore): badge included.

export const CreateDealMutation = graphql(`
  mutation CreateDeal($input: CreateDealInput!) {
    createDeal(input: $input) {
      ...AdminDealList_deal
    }
  }
`);

export const UpdateDealMutation = graphql(`
  mutation UpdateDeal($id: ID!, $input: UpdateDealInput!) {
    updateDeal(id: $id, input: $input) {
      ...AdminDealList_deal
      lowestPostedPrice
    }
  }
`);

export const DeleteDealMutation = graphql(`
  mutation DeleteDeal($id: ID!) {
    deleteDeal(id: $id)
  }
`);

export const ClearDealsMutation = graphql(`
  mutation ClearDeals {
    clearDeals
  }
`);

export const ExpireDealMutation = graphql(`
  mutation ExpireDeal($id: ID!) {
    expireDeal(id: $id) {
      ...AdminDealList_deal
      lowestPostedPrice
    }
  }
`);

export const BringBackDealMutation = graphql(`
  mutation BringBackDeal($id: ID!) {
    updateDeal(id: $id, input: { expiresAt: null }) {
      ...AdminDealList_deal
      lowestPostedPrice
    }
  }
`);
