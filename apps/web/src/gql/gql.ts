/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Session {\n  me {\n    id\n    username\n    role\n    isCurator\n  }\n}": typeof types.SessionDocument,
    "fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}": typeof types.DealCard_DealFragmentDoc,
    "query DealList($section: DealSection, $category: DealCategory!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  deals(\n    section: $section\n    category: $category\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n  today: deals(\n    category: DAILY\n    section: TODAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n  yesterday: deals(\n    category: DAILY\n    section: YESTERDAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    items {\n      ...DealCard_deal\n    }\n  }\n}": typeof types.DealListDocument,
    "query AmazonDisclosure {\n  liveAmazonDeals\n}": typeof types.AmazonDisclosureDocument,
};
const documents: Documents = {
    "query Session {\n  me {\n    id\n    username\n    role\n    isCurator\n  }\n}": types.SessionDocument,
    "fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}": types.DealCard_DealFragmentDoc,
    "query DealList($section: DealSection, $category: DealCategory!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  deals(\n    section: $section\n    category: $category\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n  today: deals(\n    category: DAILY\n    section: TODAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n  yesterday: deals(\n    category: DAILY\n    section: YESTERDAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    items {\n      ...DealCard_deal\n    }\n  }\n}": types.DealListDocument,
    "query AmazonDisclosure {\n  liveAmazonDeals\n}": types.AmazonDisclosureDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Session {\n  me {\n    id\n    username\n    role\n    isCurator\n  }\n}"): (typeof documents)["query Session {\n  me {\n    id\n    username\n    role\n    isCurator\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}"): (typeof documents)["fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealList($section: DealSection, $category: DealCategory!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  deals(\n    section: $section\n    category: $category\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n  today: deals(\n    category: DAILY\n    section: TODAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n  yesterday: deals(\n    category: DAILY\n    section: YESTERDAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    items {\n      ...DealCard_deal\n    }\n  }\n}"): (typeof documents)["query DealList($section: DealSection, $category: DealCategory!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  deals(\n    section: $section\n    category: $category\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n  today: deals(\n    category: DAILY\n    section: TODAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n  yesterday: deals(\n    category: DAILY\n    section: YESTERDAY\n    search: $search\n    sort: $sort\n    limit: $limit\n  ) {\n    total\n    items {\n      ...DealCard_deal\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AmazonDisclosure {\n  liveAmazonDeals\n}"): (typeof documents)["query AmazonDisclosure {\n  liveAmazonDeals\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;