import express, { Router } from 'express';
import type { AppConfig } from '@deal-site/server-config';
import { authRestRoutes } from '../modules/auth/auth.rest';
import { devQuickLoginRoutes } from '../modules/auth/dev-quick-login.rest';
import { clickRestRoutes } from '../modules/click/click.rest';
import { dealRestRoutes } from '../modules/deal/deal.rest';
import { dealImportRestRoutes } from '../modules/deal-import/deal-import.rest';
import { digestRestRoutes } from '../modules/digest/digest.rest';
import { imageRestRoutes, uploadRoutes } from '../modules/image/image.rest';
import {
  confirmSubscriptionRoutes,
  subscriptionRestRoutes,
  unsubscribeRoutes,
} from '../modules/subscription/subscription.rest';
import { userRestRoutes } from '../modules/user/user.rest';
import { visitRestRoutes } from '../modules/visit/visit.rest';
import type { Services } from '../services';
import { notFoundHandler } from './rest-errors';
import { routerFromTable, type RestRoute } from './rest-route';
import { sameOriginWrites } from './same-origin-writes';

/** Every REST route the app serves, by mount point: the one declaration of who may call what. */
export function restRouteTables(
  services: Services,
  config: Pick<AppConfig, 'development'>,
): Record<'/api' | '/uploads' | '/unsubscribe' | '/subscribe', RestRoute[]> {
  return {
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
    ],
    '/uploads': uploadRoutes(services),
    '/unsubscribe': unsubscribeRoutes(services),
    '/subscribe': confirmSubscriptionRoutes(services),
  };
}

/** The `/api/*` compatibility layer: thin handlers over the same services GraphQL uses. */
export function restRouter(routes: readonly RestRoute[], config: Pick<AppConfig, 'publicUrl'>) {
  const router = Router();
  router.use(sameOriginWrites(config.publicUrl));
  router.use(express.json({ limit: '100kb' }));
  router.use(routerFromTable(routes));
  // Unknown API paths end here, before the pages' catch-all could render them.
  router.use(notFoundHandler);
  return router;
}
