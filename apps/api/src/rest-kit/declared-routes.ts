import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '../access/access';
import { requireCurator } from '../access/rights';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: every REST route declares it, or the app refuses to start. */
    access?: Access;
    /** What the route answers when it is not JSON: such a route needs no response schema. */
    answers?: NonJsonAnswer;
  }
  interface FastifyInstance {
    /** Every REST route with the access it declares: the one list of who may call what. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** A page, a feed, a sitemap file, robots.txt, a CSV export, an image, or a redirect. */
export type NonJsonAnswer = 'html' | 'feed' | 'xml' | 'text' | 'csv' | 'image' | 'redirect';

/** The parts of a request (and its answer) a route may give a schema. */
export const SCHEMA_PARTS = ['params', 'body', 'querystring', 'response'] as const;
export type SchemaPart = (typeof SCHEMA_PARTS)[number];

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The parts the route declares a schema for. */
  schemas: SchemaPart[];
  answers?: NonJsonAnswer;
}

type PreValidation = RouteOptions['preValidation'];

function declaredSchemaParts({ schema }: RouteOptions): SchemaPart[] {
  return schema ? SCHEMA_PARTS.filter((part) => schema[part] !== undefined) : [];
}

/** First: a caller without the right learns nothing about the input rules. */
function withCuratorGuard(preValidation: PreValidation): PreValidation {
  if (preValidation === undefined) return [requireCurator];
  return [requireCurator, ...(Array.isArray(preValidation) ? preValidation : [preValidation])];
}

/**
 * Hooks of a context whose routes must each declare `config.access`: a route without one stops
 * the boot, a curator route gets the rights guard before its schemas, and each is listed in
 * `app.declaredRoutes` with the schemas it declares and what it answers if not JSON.
 */
export function requireDeclaredAccess(context: FastifyInstance): void {
  if (!context.hasDecorator('declaredRoutes')) context.decorate('declaredRoutes', []);
  const declared = context.declaredRoutes;
  context.addHook('onRoute', (route) => {
    const { access, answers } = route.config ?? {};
    if (access !== 'public' && access !== 'curator')
      throw new Error(`${String(route.method)} ${route.url} declares no access`);
    if (access === 'curator') route.preValidation = withCuratorGuard(route.preValidation);
    if (route.method === 'HEAD') return;
    declared.push({
      method: String(route.method),
      url: route.url,
      access,
      schemas: declaredSchemaParts(route),
      ...(answers && { answers }),
    });
  });
}

/** Routes of the context answer scripts: the API's lean security headers, not a page's. */
export function answersScripts(context: FastifyInstance): void {
  context.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: 'api' };
  });
}
