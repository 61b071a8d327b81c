import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { AppConfig } from '@deal-site/server-config';
import { AnonymousReadFastPath } from '../graphql/anonymous-read-fast-path';
import { ClickFastPath } from '../modules/click/click-fast-path';
import { DealListFastPath } from '../modules/deal/deal-list-fast-path';
import type { Services } from '../services';

/**
 * The API answers the HTTP listener gives before Express: cached anonymous deal lists and
 * GraphQL reads, and clicks. Answers true when one of them took the request.
 */
export function apiFastPaths(
  services: Services,
  app: Express,
  config: Pick<AppConfig, 'publicUrl' | 'siteTimeZone'>,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const recentVersions = () => services.siteVersion.recent();
  const dealLists = new DealListFastPath(services.dealLists, recentVersions);
  const graphqlReads = new AnonymousReadFastPath(
    () => services.siteVersion.current(),
    config.siteTimeZone,
    app,
  );
  const clicks = new ClickFastPath(
    services.clicks,
    services.countedRequestLimits,
    services.clickAnswerHeaders,
    app,
    config.publicUrl,
  );
  return (req, res) =>
    dealLists.serve(req, res) || graphqlReads.serve(req, res) || clicks.serve(req, res);
}
