import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isApiRequest } from './common/api-request';

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
 * The security headers of every API answer, as the flat list `writeHead` takes: what the security
 * checklist asks of them and nothing more. Each header costs time on the hot paths that answer
 * from memory, and COOP, Origin-Agent-Cluster, X-Frame-Options, X-DNS-Prefetch-Control and
 * helmet's legacy headers govern documents, which an API answer is not.
 */
export function apiSecurityHeaderList({ https }: { https: boolean }): string[] {
  return [
    // Bytes are never sniffed into HTML or script (which also keeps JSON out of other sites'
    // pages: browsers block a nosniff JSON answer to a cross-origin no-cors request).
    'x-content-type-options',
    'nosniff',
    // A JSON body loads nothing, so it may load nothing; frame-ancestors replaces X-Frame-Options.
    // Unlike a page's, this policy never gets in development's way, so it is sent there too.
    'content-security-policy',
    "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    'referrer-policy',
    'strict-origin-when-cross-origin',
    // Other sites cannot pull an answer into their own process with a no-cors request.
    'cross-origin-resource-policy',
    'same-origin',
    // HSTS is honoured on any HTTPS answer, so API answers keep the upgrade alive too.
    ...(https
      ? ['strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`]
      : []),
  ];
}

/** Pages get helmet's full document headers; `/api` and `/graphql` answers the lean API set. */
export function securityHeaders(options: { dev: boolean; https: boolean }): RequestHandler {
  const pageHeaders = pageSecurityHeaders(options);
  const apiHeaders = apiSecurityHeaderList(options);
  return (req, res, next) => {
    if (!isApiRequest(req)) return pageHeaders(req, res, next);
    for (let index = 0; index < apiHeaders.length; index += 2)
      res.setHeader(apiHeaders[index], apiHeaders[index + 1]);
    next();
  };
}

function pageSecurityHeaders({ dev, https }: { dev: boolean; https: boolean }): RequestHandler {
  return helmet({
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
  });
}
