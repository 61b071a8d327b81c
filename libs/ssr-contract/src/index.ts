/** What the API hands the web app's server entry, and what it gets back. */

/**
 * A zone's offsets from UTC over a stretch of time, worked out on the server and handed to the
 * browser with the page (deal-text's `zoneOffsets` and `rememberZoneOffsets`). `spans` are
 * [from, offset] pairs in milliseconds, ascending; each offset holds from its instant to the next
 * one's, and the last until `until`.
 */
export interface ZoneOffsets {
  timeZone: string;
  until: number;
  spans: [from: number, offsetMs: number][];
}

/** Public, non-secret settings the browser needs; embedded in every page. */
export interface PublicSiteConfig {
  siteTimeZone: string;
  /** The site zone's offsets around the boot, so the browser labels times without Intl. */
  siteZoneOffsets: ZoneOffsets;
  publicUrl: string;
  donateUrl: string;
  socialGroupUrl: string;
  socialVideoUrl: string;
  /** SMTP_URL is set: subscribing sends a confirmation e-mail, and digests go out. */
  mailEnabled: boolean;
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
/**
 * A query's answer as the server rendered the page with it, sent along so the browser hydrates from
 * the same data without reading it back out of Apollo's normalised cache.
 */
export interface PageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

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
  /** Answers the render took as they are (the route's prefetched queries). */
  pageAnswers: PageAnswer[];
  /**
   * Source ids (relative to apps/web, as Vite's manifest keys them) of the lazy public route
   * chunks the page rendered, so the HTML can preload them. Never admin or auth screens.
   */
  routeModules: string[];
}

export type SsrRender = (request: SsrRequest) => Promise<SsrResult>;

/**
 * The server writes the state the client hydrates from into one non-executable JSON element, so
 * the page needs no inline script and no per-response CSP nonce, and identical renders stay
 * byte-identical (and revalidate with 304).
 */
export const SSR_STATE_ELEMENT_ID = 'deal-site-state';

export interface SsrState {
  apolloState: unknown;
  pageAnswers: PageAnswer[];
  siteConfig: PublicSiteConfig;
  /** ISO instant the page was rendered at, to the minute. */
  renderedAt: string;
}
