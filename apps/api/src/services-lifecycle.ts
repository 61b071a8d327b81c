import type { AppConfig } from '@deal-site/server-config';
import type { Logger } from './logger';
import { logWhenNoCurator } from './modules/user/curator-notice';
import { SiteVersionBroadcast } from './modules/site-version/site-version-broadcast';
import type { Services } from './services';

/**
 * Brings the services up in order (storage reachable, other processes' writes heard, what a crash
 * left behind written, schedules started) and answers the function that stops them.
 */
export async function startServices(
  services: Services,
  config: AppConfig,
  logger: Logger,
): Promise<() => Promise<void>> {
  await services.images.storage.check();
  const versionBroadcast = config.redisUrl
    ? await SiteVersionBroadcast.start(
        config.redisUrl,
        config.queuePrefix,
        () => services.siteVersion.forget(),
        logger,
      )
    : null;
  if (versionBroadcast)
    services.siteVersion.announceWritesWith(() => versionBroadcast.announceWrite());
  if (config.development) {
    const username = await services.auth.seedDevelopmentCurator();
    logger.info({ username }, 'development quick-login: POST /api/dev/quick-login');
  }
  await logWhenNoCurator(services.users, logger);
  await writeKeptTraffic(services);
  await services.imports.startScheduling();
  await services.digests.startScheduling();
  await services.linkHealth.startScheduling();
  await services.pushFanout.startScheduling();
  await services.channels.startScheduling();

  return async () => {
    await services.imports.stop();
    await services.digests.stop();
    await services.linkHealth.stop();
    await services.pushFanout.stop();
    await services.channels.stop();
    await services.visits.close();
    await services.clicks.close();
    await services.auth.close();
    await versionBroadcast?.close();
  };
}

/**
 * Writes the clicks and visits earlier processes kept because the database was away when they
 * stopped, and refreshes the aggregates of the days among theirs that were rolled up meanwhile.
 */
export async function writeKeptTraffic(
  services: Pick<Services, 'clicks' | 'visits' | 'trafficSources'>,
): Promise<void> {
  const clickDays = await services.clicks.writeKeptClicks();
  const visitDays = await services.visits.writeKeptVisits();
  await services.trafficSources.rollUpAgain([...clickDays, ...visitDays]);
}
