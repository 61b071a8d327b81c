import express, { Router } from 'express';
import type { AppConfig } from '../config/config';
import type { Logger } from '../logger';
import { authRestRouter } from '../modules/auth/auth.rest';
import { devQuickLoginRouter } from '../modules/auth/dev-quick-login.rest';
import { restAccessGuard } from '../modules/auth/operation-access';
import { dealRestRouter } from '../modules/deal/deal.rest';
import { imageRestRouter } from '../modules/image/image.rest';
import type { Services } from '../services';
import { userRestRouter } from '../modules/user/user.rest';
import { restErrorHandler, restNotFound } from './rest-errors';
import { sameOriginWrites } from './same-origin-writes';

/** The `/api/*` compatibility layer: thin handlers over the same services GraphQL uses. */
export function restRouter(services: Services, logger: Logger, config: AppConfig): Router {
  const router = Router();
  router.use(sameOriginWrites(config.publicUrl));
  router.use(express.json({ limit: '100kb' }));
  // Curator routes of REST_ROUTE_ACCESS are refused here before any feature router runs.
  router.use(restAccessGuard());
  router.use(authRestRouter(services));
  router.use(userRestRouter(services));
  if (config.development) router.use(devQuickLoginRouter(services));
  router.use(dealRestRouter(services));
  router.use(imageRestRouter(services));
  router.use(restNotFound);
  router.use(restErrorHandler(logger));
  return router;
}
