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
    "\n  query Session {\n    me {\n      id\n      username\n      role\n      isCurator\n    }\n  }\n": typeof types.SessionDocument,
    "\n  fragment DealCard_deal on Deal {\n    id\n    title\n    description\n    price\n    percentOff\n    affiliateLink\n    imageUrl\n    clicks\n    createdAt\n  }\n": typeof types.DealCard_DealFragmentDoc,
    "\n  query DealList(\n    $section: DealSection\n    $category: DealCategory!\n    $search: String\n    $sort: DealSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(\n      section: $section\n      category: $category\n      search: $search\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n": typeof types.DealListDocument,
    "\n  query HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n    today: deals(category: DAILY, section: TODAY, search: $search, sort: $sort, limit: $limit) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n    yesterday: deals(\n      category: DAILY\n      section: YESTERDAY\n      search: $search\n      sort: $sort\n      limit: $limit\n    ) {\n      total\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n": typeof types.HomeDealsDocument,
    "\n  query DealDetail($id: ID!) {\n    deal(id: $id) {\n      ...DealCard_deal\n    }\n  }\n": typeof types.DealDetailDocument,
};
const documents: Documents = {
    "\n  query Session {\n    me {\n      id\n      username\n      role\n      isCurator\n    }\n  }\n": types.SessionDocument,
    "\n  fragment DealCard_deal on Deal {\n    id\n    title\n    description\n    price\n    percentOff\n    affiliateLink\n    imageUrl\n    clicks\n    createdAt\n  }\n": types.DealCard_DealFragmentDoc,
    "\n  query DealList(\n    $section: DealSection\n    $category: DealCategory!\n    $search: String\n    $sort: DealSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(\n      section: $section\n      category: $category\n      search: $search\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n": types.DealListDocument,
    "\n  query HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n    today: deals(category: DAILY, section: TODAY, search: $search, sort: $sort, limit: $limit) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n    yesterday: deals(\n      category: DAILY\n      section: YESTERDAY\n      search: $search\n      sort: $sort\n      limit: $limit\n    ) {\n      total\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n": types.HomeDealsDocument,
    "\n  query DealDetail($id: ID!) {\n    deal(id: $id) {\n      ...DealCard_deal\n    }\n  }\n": types.DealDetailDocument,
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
export function graphql(source: "\n  query Session {\n    me {\n      id\n      username\n      role\n      isCurator\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      username\n      role\n      isCurator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DealCard_deal on Deal {\n    id\n    title\n    description\n    price\n    percentOff\n    affiliateLink\n    imageUrl\n    clicks\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DealCard_deal on Deal {\n    id\n    title\n    description\n    price\n    percentOff\n    affiliateLink\n    imageUrl\n    clicks\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DealList(\n    $section: DealSection\n    $category: DealCategory!\n    $search: String\n    $sort: DealSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(\n      section: $section\n      category: $category\n      search: $search\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n"): (typeof documents)["\n  query DealList(\n    $section: DealSection\n    $category: DealCategory!\n    $search: String\n    $sort: DealSort!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(\n      section: $section\n      category: $category\n      search: $search\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n    today: deals(category: DAILY, section: TODAY, search: $search, sort: $sort, limit: $limit) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n    yesterday: deals(\n      category: DAILY\n      section: YESTERDAY\n      search: $search\n      sort: $sort\n      limit: $limit\n    ) {\n      total\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeDeals($search: String, $sort: DealSort!, $limit: Int!) {\n    today: deals(category: DAILY, section: TODAY, search: $search, sort: $sort, limit: $limit) {\n      total\n      averageClicks\n      items {\n        ...DealCard_deal\n      }\n    }\n    yesterday: deals(\n      category: DAILY\n      section: YESTERDAY\n      search: $search\n      sort: $sort\n      limit: $limit\n    ) {\n      total\n      items {\n        ...DealCard_deal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DealDetail($id: ID!) {\n    deal(id: $id) {\n      ...DealCard_deal\n    }\n  }\n"): (typeof documents)["\n  query DealDetail($id: ID!) {\n    deal(id: $id) {\n      ...DealCard_deal\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;