/** What the API hands the web app's server entry, and what it gets back. */

/** Public, non-secret settings the browser needs; embedded in every page. */
export interface PublicSiteConfig {
  siteTimeZone: string;
  publicUrl: string;
  donateUrl: string;
  socialGroupUrl: string;
  socialVideoUrl: string;
}

export interface GraphQLRequestBody {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs an operation in-process with the visitor's own session, so SSR makes no HTTP round trip. */
export type GraphQLExecutor = (request: GraphQLRequestBody) => Promise<GraphQLResponseBody>;

export interface SsrRequest {
  /** Path and query string, e.g. "/fashion?sort=popular". */
  url: string;
  executeGraphQL: GraphQLExecutor;
  siteConfig: PublicSiteConfig;
  /** The instant the page is rendered for; the client reuses it so today/yesterday agree. */
  now: string;
}

export interface SsrResult {
  status: number;
  /** Markup for inside the app's root element. */
  html: string;
  /** Title, meta, link and style tags for the document head. */
  head: string;
  /** Apollo cache contents to hydrate from. */
  apolloState: unknown;
}

export type SsrRender = (request: SsrRequest) => Promise<SsrResult>;

/** Names of the globals the server writes into the page for the client to read. */
export const SSR_GLOBALS = {
  apolloState: '__APOLLO_STATE__',
  siteConfig: '__SITE_CONFIG__',
  renderedAt: '__RENDERED_AT__',
} as const;
