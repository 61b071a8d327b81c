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
    "query DealDetail($id: ID!) {\n  deal(id: $id) {\n    ...DealCard_deal\n    category\n    originalPrice\n    moreInSection(limit: 4) {\n      ...DealCard_deal\n    }\n    store {\n      domain\n    }\n    moreFromStore(limit: 4) {\n      ...DealCard_deal\n    }\n    postedBefore {\n      dealId\n      postedAt\n      price\n      priceLabel\n      live\n    }\n    shareImage {\n      url\n      width\n      height\n    }\n  }\n}": typeof types.DealDetailDocument,
    "fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}": typeof types.DealCard_DealFragmentDoc,
    "query Stores {\n  stores {\n    slug\n    name\n    domain\n    liveDeals\n  }\n}\n\nquery StoreDeals($store: String!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  store(slug: $store) {\n    slug\n    name\n    domain\n    liveDeals\n  }\n  deals(\n    store: $store\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery StoreExists($slug: String!) {\n  store(slug: $slug) {\n    slug\n  }\n}": typeof types.StoresDocument,
};
const documents: Documents = {
    "query DealDetail($id: ID!) {\n  deal(id: $id) {\n    ...DealCard_deal\n    category\n    originalPrice\n    moreInSection(limit: 4) {\n      ...DealCard_deal\n    }\n    store {\n      domain\n    }\n    moreFromStore(limit: 4) {\n      ...DealCard_deal\n    }\n    postedBefore {\n      dealId\n      postedAt\n      price\n      priceLabel\n      live\n    }\n    shareImage {\n      url\n      width\n      height\n    }\n  }\n}": types.DealDetailDocument,
    "fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}": types.DealCard_DealFragmentDoc,
    "query Stores {\n  stores {\n    slug\n    name\n    domain\n    liveDeals\n  }\n}\n\nquery StoreDeals($store: String!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  store(slug: $store) {\n    slug\n    name\n    domain\n    liveDeals\n  }\n  deals(\n    store: $store\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery StoreExists($slug: String!) {\n  store(slug: $slug) {\n    slug\n  }\n}": types.StoresDocument,
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
export function graphql(source: "query DealDetail($id: ID!) {\n  deal(id: $id) {\n    ...DealCard_deal\n    category\n    originalPrice\n    moreInSection(limit: 4) {\n      ...DealCard_deal\n    }\n    store {\n      domain\n    }\n    moreFromStore(limit: 4) {\n      ...DealCard_deal\n    }\n    postedBefore {\n      dealId\n      postedAt\n      price\n      priceLabel\n      live\n    }\n    shareImage {\n      url\n      width\n      height\n    }\n  }\n}"): (typeof documents)["query DealDetail($id: ID!) {\n  deal(id: $id) {\n    ...DealCard_deal\n    category\n    originalPrice\n    moreInSection(limit: 4) {\n      ...DealCard_deal\n    }\n    store {\n      domain\n    }\n    moreFromStore(limit: 4) {\n      ...DealCard_deal\n    }\n    postedBefore {\n      dealId\n      postedAt\n      price\n      priceLabel\n      live\n    }\n    shareImage {\n      url\n      width\n      height\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}"): (typeof documents)["fragment DealCard_deal on Deal {\n  id\n  title\n  description\n  price\n  percentOff\n  affiliateLink\n  imageUrl\n  clicks\n  createdAt\n  priceSetAt\n  expiresAt\n  expired\n  lowestPostedPrice\n  store {\n    slug\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Stores {\n  stores {\n    slug\n    name\n    domain\n    liveDeals\n  }\n}\n\nquery StoreDeals($store: String!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  store(slug: $store) {\n    slug\n    name\n    domain\n    liveDeals\n  }\n  deals(\n    store: $store\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery StoreExists($slug: String!) {\n  store(slug: $slug) {\n    slug\n  }\n}"): (typeof documents)["query Stores {\n  stores {\n    slug\n    name\n    domain\n    liveDeals\n  }\n}\n\nquery StoreDeals($store: String!, $search: String, $sort: DealSort!, $limit: Int!, $offset: Int!) {\n  store(slug: $store) {\n    slug\n    name\n    domain\n    liveDeals\n  }\n  deals(\n    store: $store\n    search: $search\n    sort: $sort\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    averageClicks\n    items {\n      ...DealCard_deal\n    }\n  }\n}\n\nquery StoreExists($slug: String!) {\n  store(slug: $slug) {\n    slug\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;