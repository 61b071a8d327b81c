import { AuthResolver } from '../modules/auth/auth.resolver';
import { ChannelResolver } from '../modules/channel/channel.resolver';
import { ClickResolver } from '../modules/click/click.resolver';
import { DealPageResolver } from '../modules/deal/deal-page.resolver';
import { DealResolver } from '../modules/deal/deal.resolver';
import { DealImportResolver } from '../modules/deal-import/deal-import.resolver';
import { MoreInSectionResolver } from '../modules/deal-page/more-in-section.resolver';
import { ShareImageResolver } from '../modules/share-image/share-image.resolver';
import { DigestResolver } from '../modules/digest/digest.resolver';
import { LinkHealthResolver } from '../modules/link-health/link-health.resolver';
import { PriceHistoryResolver } from '../modules/price-history/price-history.resolver';
import { priceHistoryListPreparer } from '../modules/price-history/request-price-history';
import { PushResolver } from '../modules/push/push.resolver';
import { ReportResolver } from '../modules/report/report.resolver';
import { DealStoreResolver } from '../modules/store/deal-store.resolver';
import { storeListPreparer } from '../modules/store/request-store-names';
import { StoreResolver } from '../modules/store/store.resolver';
import { SubscriptionResolver } from '../modules/subscription/subscription.resolver';
import { UserResolver } from '../modules/user/user.resolver';
import { TrafficSourceResolver } from '../modules/traffic-source/traffic-source.resolver';
import { VisitResolver } from '../modules/visit/visit.resolver';
import type { Services } from '../services';
import type { ResolverInstances } from './schema';

/** One instance of each resolver, each given only the services it uses. */
export function resolverInstances(services: Services): ResolverInstances {
  return new Map<ResolverInstances extends ReadonlyMap<infer K, object> ? K : never, object>([
    [
      DealResolver,
      new DealResolver(services.deals, [
        storeListPreparer(services.stores),
        priceHistoryListPreparer(services.priceHistory),
      ]),
    ],
    [DealPageResolver, new DealPageResolver(services.deals)],
    [MoreInSectionResolver, new MoreInSectionResolver(services.deals)],
    [ShareImageResolver, new ShareImageResolver(services.shareImages)],
    [PriceHistoryResolver, new PriceHistoryResolver(services.priceHistory)],
    [DealImportResolver, new DealImportResolver(services.imports)],
    [AuthResolver, new AuthResolver(services.auth)],
    [UserResolver, new UserResolver(services.users)],
    [SubscriptionResolver, new SubscriptionResolver(services.subscriptions)],
    [VisitResolver, new VisitResolver(services.visitorGate, services.visits, services.clickStats)],
    [TrafficSourceResolver, new TrafficSourceResolver(services.trafficSources)],
    [ClickResolver, new ClickResolver(services.clicks, services.clickStats, services.visitorGate)],
    [DigestResolver, new DigestResolver(services.digests)],
    [ReportResolver, new ReportResolver(services.reports, services.visitorGate)],
    [LinkHealthResolver, new LinkHealthResolver(services.linkHealth)],
    [PushResolver, new PushResolver(services.push)],
    [ChannelResolver, new ChannelResolver(services.channels)],
    [StoreResolver, new StoreResolver(services.stores)],
    [DealStoreResolver, new DealStoreResolver(services.stores, services.deals)],
  ]);
}
