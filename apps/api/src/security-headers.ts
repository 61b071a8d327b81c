import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The URL schemes of the store apps that deal-text's appDeepLink points at. */
export const STORE_APP_SCHEMES = [
  'com.amazon.mobile.shopping.web:',
  'walmart:',
  'target:',
  'homedepot:',
];

/** HSTS asks browsers to use HTTPS for a year; sent only when the site is served over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function securityHeaders({ dev, https }: { dev: boolean; https: boolean }): RequestHandler {
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
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            // Mobile Grab Deal tries store apps in a hidden frame; only their four schemes may load.
            frameSrc: STORE_APP_SCHEMES,
            frameAncestors: ["'self'"],
            formAction: ["'self'"],
          },
        },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
