import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AppConfig } from '@deal-site/server-config';
import { manageSubscriptionRoutes } from '../modules/alert/manage.rest';
import { authRestRoutes } from '../modules/auth/auth.rest';
import { devQuickLoginRoutes } from '../modules/auth/dev-quick-login.rest';
import { clickRestRoutes } from '../modules/click/click.rest';
import { dealRestRoutes } from '../modules/deal/deal.rest';
import { dealImportRestRoutes } from '../modules/deal-import/deal-import.rest';
import { digestRestRoutes } from '../modules/digest/digest.rest';
import { feedRoutes } from '../modules/feed/feed.rest';
import { imageRestRoutes, uploadRoutes } from '../modules/image/image.rest';
import { linkHealthRestRoutes } from '../modules/link-health/link-health.rest';
import { MULTIPART_LIMITS } from '../modules/image/multipart-images';
import {
  confirmSubscriptionRoutes,
  subscriptionRestRoutes,
  unsubscribeRoutes,
} from '../modules/subscription/subscription.rest';
import { reportRestRoutes } from '../modules/report/report.rest';
import { sitemapRoutes } from '../modules/sitemap/sitemap.rest';
import { trackedLinkRoutes } from '../modules/tracked-link/tracked-link.rest';
import { userRestRoutes } from '../modules/user/user.rest';
import { visitRestRoutes } from '../modules/visit/visit.rest';
import type { Services } from '../services';
import { requireCurator } from '../access/rights';
import type { RestRoute } from '../rest-kit/rest-route';

/** Every REST route the app serves, by mount point: the one declaration of who may call what. */
export function restRouteTables(
  services: Services,
  config: Pick<AppConfig, 'development' | 'publicUrl'>,
): Record<
  '/' | '/api' | '/uploads' | '/unsubscribe' | '/subscribe' | '/subscription' | '/go',
  RestRoute[]
> {
  return {
    // Files crawlers and feed readers ask for by name: feeds, robots.txt, the sitemap.
    '/': [...feedRoutes(services), ...sitemapRoutes(services, config.publicUrl)],
    '/api': [
      ...authRestRoutes(services),
      ...userRestRoutes(services),
      ...(config.development ? devQuickLoginRoutes(services) : []),
      ...dealRestRoutes(services),
      ...dealImportRestRoutes(services),
      ...imageRestRoutes(services),
      ...subscriptionRestRoutes(services),
      ...digestRestRoutes(services),
      ...visitRestRoutes(services),
      ...clickRestRoutes(services),
      ...reportRestRoutes(services),
      ...linkHealthRestRoutes(services),
    ],
    '/uploads': uploadRoutes(services),
    '/unsubscribe': unsubscribeRoutes(services),
    '/subscribe': confirmSubscriptionRoutes(services),
    '/subscription': manageSubscriptionRoutes(services),
    '/go': trackedLinkRoutes(services),
  };
}

export interface TableMount {
  prefix: string;
  /**
   * The hook every route of the table runs first (the same-origin check). One function, not a
   * list: @fastify/compress appends its own hook to a route's list, and a list shared by the
   * table's routes, or by a GET route and its HEAD twin, would gather one per route.
   */
  onRequest?: onRequestHookHandler;
  /** The table's routes answer scripts: the API's security headers, not a page's. */
  answersScripts: boolean;
  /** The table's pages post plain HTML forms: their fields are parsed (elsewhere they are dropped). */
  formBodies?: true;
}

const FORM_BODY_LIMIT = 16 * 1024;

/** A form's fields as a record; a field given twice keeps its last value. */
function parseFormFields(
  _req: unknown,
  body: Buffer,
  done: (error: Error | null, fields?: Record<string, string>) => void,
): void {
  done(null, Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
}

function addRoute(
  app: FastifyInstance,
  { method, path, access, schema, tiny, handler }: RestRoute,
  { prefix, onRequest, answersScripts }: TableMount,
): void {
  app.route({
    method,
    url: `${prefix}${path === '/' ? '' : path}`,
    schema,
    onRequest,
    // Before the schemas: a caller without the right learns nothing about the input rules.
    preValidation: access === 'curator' ? requireCurator : undefined,
    config: answersScripts ? { securityHeaders: 'api' } : {},
    ...(tiny ? { compress: false, decompress: false } : {}),
    handler,
  });
}

/**
 * Registers a route table under `prefix`; the rights guard of each row runs before its handler.
 * Rows that take uploads get @fastify/multipart in a context of their own, so its hooks run on
 * no other request.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  mount: TableMount,
): void {
  if (mount.formBodies) {
    void app.register((formContext, _options, done) => {
      formContext.removeContentTypeParser('application/x-www-form-urlencoded');
      formContext.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
        parseFormFields,
      );
      for (const route of routes) addRoute(formContext, route, mount);
      done();
    });
    return;
  }
  for (const route of routes.filter((row) => !row.multipart)) addRoute(app, route, mount);
  const uploads = routes.filter((row) => row.multipart);
  if (uploads.length === 0) return;
  void app.register(async (uploadContext) => {
    await uploadContext.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    for (const route of uploads) addRoute(uploadContext, route, mount);
  });
}
