import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '../access/access';
import { requireCurator } from '../access/rights';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: every REST route declares it, or the app refuses to start. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every REST route with the access it declares: the one list of who may call what. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

type PreValidation = RouteOptions['preValidation'];

/** First: a caller without the right learns nothing about the input rules. */
function withCuratorGuard(preValidation: PreValidation): PreValidation {
  if (preValidation === undefined) return [requireCurator];
  return [requireCurator, ...(Array.isArray(preValidation) ? preValidation : [preValidation])];
}

/**
 * Hooks of a context whose routes must each declare `config.access`: a route without one stops
 * the boot, a curator route gets the rights guard before its schemas, and each is listed in
 * `app.declaredRoutes`.
 */
export function requireDeclaredAccess(context: FastifyInstance): void {
  if (!context.hasDecorator('declaredRoutes')) context.decorate('declaredRoutes', []);
  const declared = context.declaredRoutes;
  context.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access !== 'public' && access !== 'curator')
      throw new Error(`${String(route.method)} ${route.url} declares no access`);
    if (access === 'curator') route.preValidation = withCuratorGuard(route.preValidation);
    if (route.method !== 'HEAD')
      declared.push({ method: String(route.method), url: route.url, access });
  });
}

/** Routes of the context answer scripts: the API's lean security headers, not a page's. */
export function answersScripts(context: FastifyInstance): void {
  context.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: 'api' };
  });
}
