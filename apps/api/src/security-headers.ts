import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'api': the route answers scripts and sends the API's lean header set, not a page's. */
    securityHeaders?: 'api';
  }
}

/** The URL schemes of the store apps that deal-text's appDeepLink points at. */
export const STORE_APP_SCHEMES = [
  'com.amazon.mobile.shopping.web:',
  'walmart:',
  'target:',
  'homedepot:',
];

/** HSTS asks browsers to use HTTPS for a year; sent only when the site is served over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every API answer: what the security checklist asks of them and nothing
 * more. COOP, Origin-Agent-Cluster, X-Frame-Options, X-DNS-Prefetch-Control and helmet's legacy
 * headers govern documents, which an API answer is not.
 */
export function apiSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    // Bytes are never sniffed into HTML or script (which also keeps JSON out of other sites'
    // pages: browsers block a nosniff JSON answer to a cross-origin no-cors request).
    'x-content-type-options': 'nosniff',
    // A JSON body loads nothing, so it may load nothing; frame-ancestors replaces X-Frame-Options.
    // Unlike a page's, this policy never gets in development's way, so it is sent there too.
    'content-security-policy':
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Other sites cannot pull an answer into their own process with a no-cors request.
    'cross-origin-resource-policy': 'same-origin',
    // HSTS is honoured on any HTTPS answer, so API answers keep the upgrade alive too.
    ...(https
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  };
}

/**
 * Replaces whatever headers a reply carries with `headers`: the API's set on a 404 under /api,
 * an image's own short list in place of a page's.
 */
export function replaceHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
  reply.headers(headers);
}

/** helmet's options for pages: its document headers with the site's own CSP. */
function pageHelmetOptions({ dev, https }: { dev: boolean; https: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // No inline scripts at all: the page's state travels in a JSON data block.
            scriptSrc: ["'self'"],
            // styled-components injects <style> elements at runtime.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Deal images may be http:// links: a page served over HTTPS has the browser fetch
            // them over HTTPS (upgrade-insecure-requests below); one served over HTTP loads them.
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(https ? [] : ['http:'])],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            // Mobile Grab Deal tries store apps in a hidden frame; only their four schemes may load.
            frameSrc: STORE_APP_SCHEMES,
            frameAncestors: ["'self'"],
            formAction: ["'self'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sends on a page with these options, worked out once: none of its directives
 * depends on the request (no nonces), so every page gets the same set.
 */
function pageSecurityHeaders(options: { dev: boolean; https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: Error | undefined;
  helmet(pageHelmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * The onRequest hook behind every answer's security headers: helmet's for pages, the API's set
 * for routes whose config says `securityHeaders: 'api'`. Both sets are prepared once and go into
 * Fastify's own headers; running helmet's middleware on every request set each header on Node's
 * response one by one (and @fastify/helmet even parses the CSP's directives each time).
 */
export function securityHeaders(options: { dev: boolean; https: boolean }): onRequestHookHandler {
  const pageHeaders = pageSecurityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  return function applySecurityHeaders(req, reply, done) {
    reply.headers(req.routeOptions.config.securityHeaders === 'api' ? apiHeaders : pageHeaders);
    done();
  };
}
