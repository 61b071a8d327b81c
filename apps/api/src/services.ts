import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import type { Logger } from './logger';
import { AuthService } from './modules/auth/auth.service';
import { RateLimitStore } from './modules/auth/rate-limit-store';
import { SessionTokens } from './modules/auth/session-token';
import { DealService } from './modules/deal/deal.service';
import { ImageService } from './modules/image/image.service';
import { SubscriptionService } from './modules/subscription/subscription.service';
import { UserService } from './modules/user/user.service';

/** The composition root: one instance of each service, shared by GraphQL, REST and SSR. */
export function createServices(dataSource: DataSource, config: AppConfig, logger?: Logger) {
  const users = new UserService(dataSource);
  const rateLimits = RateLimitStore.create({ redisUrl: config.redisUrl, logger });
  return {
    deals: new DealService(dataSource, { timeZone: config.siteTimeZone }),
    users,
    images: new ImageService(dataSource, config.dataDir),
    auth: new AuthService({
      users,
      tokens: new SessionTokens(config.jwtSecret),
      rateLimits,
      development: config.development,
    }),
    subscriptions: new SubscriptionService(dataSource, rateLimits),
  };
}

export type Services = ReturnType<typeof createServices>;
