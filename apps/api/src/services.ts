import type { DataSource } from 'typeorm';
import { SITE_NAME } from '@deal-site/digest-email';
import { openImageStorage } from '@deal-site/image-store';
import type { AppConfig } from '@deal-site/server-config';
import { DatabaseUnavailableError } from './common/database-unavailable-error';
import { createLogger, type Logger } from './logger';
import { PublicCache } from './public-cache/public-cache';
import { AlertService } from './modules/alert/alert.service';
import { ShareImageService, isShareCardName } from './modules/share-image/share-image.service';
import { AuthService } from './modules/auth/auth.service';
import {
  ChannelPostingService,
  type ChannelPostingTestOptions,
} from './modules/channel/channel-posting.service';
import { ClickService } from './modules/click/click.service';
import { ClickStatsService } from './modules/click/click-stats.service';
import { RateLimitStore } from './modules/auth/rate-limit-store';
import { SessionTokens } from './modules/auth/session-token';
import { DealService } from './modules/deal/deal.service';
import { DealImportService } from './modules/deal-import/deal-import.service';
import { DigestService } from './modules/digest/digest.service';
import { FeedService } from './modules/feed/feed.service';
import { createMailDelivery } from './modules/subscription/mail-delivery';
import { ImageService } from './modules/image/image.service';
import {
  LinkHealthService,
  type LinkHealthTestOptions,
} from './modules/link-health/link-health.service';
import { PushFanoutService, type PushFanoutTestOptions } from './modules/push/push-fanout.service';
import { PushService } from './modules/push/push.service';
import { PriceHistoryService } from './modules/price-history/price-history.service';
import { SiteDataVersion } from './modules/site-version/site-data-version.service';
import { SitemapService } from './modules/sitemap/sitemap.service';
import { StoreService } from './modules/store/store.service';
import { ReportService } from './modules/report/report.service';
import { SubscriptionService } from './modules/subscription/subscription.service';
import { UserService } from './modules/user/user.service';
import { TrafficSourceService } from './modules/traffic-source/traffic-source.service';
import { VisitService } from './modules/visit/visit.service';
import { keptVisitsFolder } from './modules/visit/kept-visits';
import { createLiveVisitors } from './modules/visit/live-visitors';
import { VisitorGate } from './modules/visitor/visitor-gate';
import { VisitorHasher } from './modules/visitor/visitor-hash';
import { keptClicksFolder } from './modules/click/kept-clicks';

/** Tests only: options a service takes beside the configuration. */
export interface ServiceTestOptions {
  linkHealth?: LinkHealthTestOptions;
  pushFanout?: PushFanoutTestOptions;
  channels?: ChannelPostingTestOptions;
}

/** The composition root: one instance of each service, shared by GraphQL, REST and SSR. */
export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  logger?: Logger,
  testOptions: ServiceTestOptions = {},
) {
  const users = new UserService(dataSource);
  const rateLimits = RateLimitStore.create({
    redisUrl: config.redisUrl,
    keyNamespace: config.queuePrefix,
    logger,
  });
  const siteVersion = new SiteDataVersion(dataSource, Date.now, logger);
  const deals = new DealService(dataSource, { timeZone: config.siteTimeZone, siteVersion });
  const stores = new StoreService(dataSource, { siteVersion });
  const hasher = new VisitorHasher(dataSource, new URL(config.publicUrl).host);
  const mail = createMailDelivery(config);
  const mailLogger = logger ?? createLogger('silent');
  const https = new URL(config.publicUrl).protocol === 'https:';
  const images = new ImageService(
    dataSource,
    openImageStorage(config.imageStore, config.dataDir),
    rateLimits,
    { https },
  );
  const shareImages = new ShareImageService(
    images.uploads,
    images.storage.store('share-cards', isShareCardName),
    SITE_NAME,
    { https },
  );
  const clicks = new ClickService(dataSource, {
    timeZone: config.siteTimeZone,
    hasher,
    siteVersion,
    logger,
    unwrittenClicks: keptClicksFolder(config.dataDir, logger),
  });
  const visits: VisitService = new VisitService(dataSource, {
    timeZone: config.siteTimeZone,
    hasher,
    logger,
    siteHost: new URL(config.publicUrl).host,
    unwrittenVisits: keptVisitsFolder(config.dataDir, logger),
    beforePrune: () => trafficSources.rollUp(),
    onReset: () => trafficSources.reset(),
    liveVisitors: createLiveVisitors({
      redisUrl: config.redisUrl,
      keyNamespace: config.queuePrefix,
      logger,
    }),
  });
  const trafficSources = new TrafficSourceService(dataSource, {
    timeZone: config.siteTimeZone,
    logger,
    liveVisitors: () => visits.liveVisitors(),
  });
  const subscriptions = new SubscriptionService(dataSource, rateLimits, {
    ...mail,
    publicUrl: config.publicUrl,
    postalAddress: config.mailPostalAddress,
    logger: mailLogger,
  });
  return {
    siteVersion,
    deals,
    /** Anonymous pages, GET /api/deals and public GraphQL reads, under one key rule. */
    publicCache: new PublicCache({
      versions: () => siteVersion.current(),
      recentVersions: () => siteVersion.recent(),
      timeZone: config.siteTimeZone,
      // A rebuild that fails for another reason than the outage (logged once elsewhere) is a bug to see.
      onStaleServed: (error, route, query) => {
        if (!(error instanceof DatabaseUnavailableError))
          logger?.error(
            { err: error, route, query },
            'building a public answer failed; serving the last good one',
          );
      },
    }),
    /** Each product's earlier postings: the deal page's "Posted before" and the lowest-price badge. */
    priceHistory: new PriceHistoryService(dataSource),
    users,
    images,
    shareImages,
    feeds: new FeedService(deals, images.uploads, {
      publicUrl: config.publicUrl,
      timeZone: config.siteTimeZone,
    }),
    /** The shops deals link to, with the curator's names for them. */
    stores,
    sitemap: new SitemapService(dataSource, { publicUrl: config.publicUrl }),
    imports: new DealImportService(dataSource, config, logger, siteVersion),
    auth: new AuthService({
      users,
      tokens: new SessionTokens(config.jwtSecret),
      rateLimits,
      development: config.development,
    }),
    subscriptions,
    /** A subscriber's keyword, store and section alerts, kept from the page their e-mails link to. */
    alerts: new AlertService(dataSource, subscriptions),
    digests: new DigestService({ dataSource, config, logger: mailLogger, ...mail }),
    visits,
    /** Where visitors and clicks come from: sources, campaigns, pages, devices (issue 57). */
    trafficSources,
    clicks,
    clickStats: new ClickStatsService(dataSource, clicks),
    reports: new ReportService(dataSource, {
      timeZone: config.siteTimeZone,
      hasher,
      deals,
      rateLimits,
    }),
    linkHealth: new LinkHealthService({
      dataSource,
      config,
      logger: logger ?? createLogger('silent'),
      ...testOptions.linkHealth,
    }),
    /** New deals sent to the browsers following them (nothing when push is off). */
    pushFanout: new PushFanoutService({
      dataSource,
      config,
      logger: logger ?? createLogger('silent'),
      ...testOptions.pushFanout,
    }),
    /** Browsers' push subscriptions: what each follows, and the admin's figures. */
    push: new PushService(dataSource, rateLimits, {
      push: config.push,
      allowPrivateHosts: config.importAllowPrivateHosts,
    }),
    /** New deals posted to the curator's channels (nothing when none is configured). */
    channels: new ChannelPostingService({
      dataSource,
      config,
      uploads: images.uploads,
      logger: logger ?? createLogger('silent'),
      ...testOptions.channels,
    }),
    /** Every click, visit and report, GraphQL and REST alike, passes its burst limit and visitor rule. */
    visitorGate: new VisitorGate(),
  };
}

export type Services = ReturnType<typeof createServices>;
