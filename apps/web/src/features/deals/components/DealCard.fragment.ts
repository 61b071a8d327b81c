import { graphql } from '../../../gql';

/**
 * What a deal card shows, spread by every query that lists cards. A module nothing imports:
 * codegen reads it for the `DealCard_DealFragment` type the card takes, and the public entry stays
 * free of `graphql()`'s lookup of every document.
 */
export const DealCardFragment = graphql(`
  fragment DealCard_deal on Deal {
    id
    title
    description
    price
    percentOff
    affiliateLink
    imageUrl
    clicks
    createdAt
    priceSetAt
    expiresAt
    expired
  }
`);
