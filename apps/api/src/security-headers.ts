import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';

/** A fresh nonce per response lets the one inline state script run under a strict CSP. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

export function securityHeaders(dev: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`,
            ],
            // styled-components injects <style> elements at runtime.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'self'"],
            formAction: ["'self'"],
          },
        },
    // HSTS only means something over HTTPS; helmet sends it regardless, so leave it to the proxy config.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
