import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@deal-site/server-config';
import { manageSubscriptionRoutes } from '../modules/alert/manage.rest';
import { storeAlertRoutes } from '../modules/alert/store-alert.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { devQuickLoginRoutes } from '../modules/auth/dev-quick-login.rest';
import { clickRoutes } from '../modules/click/click.rest';
import { dealRoutes } from '../modules/deal/deal.rest';
import { dealImportRoutes } from '../modules/deal-import/deal-import.rest';
import { digestRoutes } from '../modules/digest/digest.rest';
import { feedRoutes } from '../modules/feed/feed.rest';
import { imageRoutes, uploadRoutes } from '../modules/image/image.rest';
import { shareImageRoutes } from '../modules/share-image/share-image.rest';
import { linkHealthRoutes } from '../modules/link-health/link-health.rest';
import { pushRoutes } from '../modules/push/push.rest';
import { reportRoutes } from '../modules/report/report.rest';
import { sitemapRoutes } from '../modules/sitemap/sitemap.rest';
import {
  confirmSubscriptionRoutes,
  subscriptionRoutes,
  unsubscribeRoutes,
} from '../modules/subscription/subscription.rest';
import { trackedLinkRoutes } from '../modules/tracked-link/tracked-link.rest';
import { userRoutes } from '../modules/user/user.rest';
import { trafficSourceRoutes } from '../modules/traffic-source/traffic-source.rest';
import { visitRoutes } from '../modules/visit/visit.rest';
import { answersScripts, requireDeclaredAccess } from '../rest-kit/declared-routes';
import { sameOriginWrites } from '../rest-kit/same-origin-writes';
import type { Services } from '../services';

/**
 * Every REST feature as a plugin under its mount point, each given only the services it uses.
 * Rights, same-origin writes and the API's security headers are hooks of the mount contexts.
 */
export async function registerRestPlugins(
  app: FastifyInstance,
  services: Services,
  config: Pick<AppConfig, 'development' | 'publicUrl'>,
): Promise<void> {
  const { publicCache } = services;
  const sameOrigin = sameOriginWrites(config.publicUrl);
  app.decorate('declaredRoutes', []);

  await app.register(async (site) => {
    requireDeclaredAccess(site);
    // Files crawlers and feed readers ask for by name: feeds, robots.txt, the sitemap.
    await site.register(feedRoutes, {
      feeds: services.feeds,
      stores: services.stores,
      publicCache,
    });
    await site.register(sitemapRoutes, {
      sitemap: services.sitemap,
      publicCache,
      publicUrl: config.publicUrl,
    });

    await site.register(
      async (api) => {
        answersScripts(api);
        api.addHook('onRequest', sameOrigin);
        await api.register(authRoutes, { auth: services.auth });
        if (config.development) await api.register(devQuickLoginRoutes, { auth: services.auth });
        await api.register(userRoutes, { users: services.users });
        await api.register(dealRoutes, { deals: services.deals, publicCache });
        await api.register(dealImportRoutes, { imports: services.imports });
        await api.register(imageRoutes, { images: services.images });
        await api.register(shareImageRoutes, {
          deals: services.deals,
          shareImages: services.shareImages,
        });
        await api.register(subscriptionRoutes, { subscriptions: services.subscriptions });
        await api.register(storeAlertRoutes, { alerts: services.alerts });
        await api.register(digestRoutes, { digests: services.digests });
        await api.register(visitRoutes, {
          visits: services.visits,
          clickStats: services.clickStats,
          visitorGate: services.visitorGate,
        });
        await api.register(trafficSourceRoutes, { trafficSources: services.trafficSources });
        await api.register(clickRoutes, {
          clicks: services.clicks,
          clickStats: services.clickStats,
          visitorGate: services.visitorGate,
        });
        await api.register(reportRoutes, {
          reports: services.reports,
          visitorGate: services.visitorGate,
        });
        await api.register(linkHealthRoutes, { linkHealth: services.linkHealth });
        await api.register(pushRoutes, { push: services.push });
      },
      { prefix: '/api' },
    );

    await site.register(uploadRoutes, { prefix: '/uploads', images: services.images });
    await site.register(unsubscribeRoutes, {
      prefix: '/unsubscribe',
      subscriptions: services.subscriptions,
    });
    await site.register(async (forms) => {
      forms.addHook('onRequest', sameOrigin);
      await forms.register(confirmSubscriptionRoutes, {
        prefix: '/subscribe',
        subscriptions: services.subscriptions,
      });
      await forms.register(manageSubscriptionRoutes, {
        prefix: '/subscription',
        alerts: services.alerts,
      });
    });
    await site.register(trackedLinkRoutes, {
      prefix: '/go',
      deals: services.deals,
      clicks: services.clicks,
      visitorGate: services.visitorGate,
    });
  });
}
