import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { authChecker } from '../graphql-kit/auth-checker';
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
import { PushResolver } from '../modules/push/push.resolver';
import { ReportResolver } from '../modules/report/report.resolver';
import { DealStoreResolver } from '../modules/store/deal-store.resolver';
import { StoreResolver } from '../modules/store/store.resolver';
import { SubscriptionResolver } from '../modules/subscription/subscription.resolver';
import { UserResolver } from '../modules/user/user.resolver';
import { TrafficSourceResolver } from '../modules/traffic-source/traffic-source.resolver';
import { VisitResolver } from '../modules/visit/visit.resolver';

export const resolvers = [
  DealResolver,
  DealPageResolver,
  MoreInSectionResolver,
  ShareImageResolver,
  PriceHistoryResolver,
  DealImportResolver,
  AuthResolver,
  UserResolver,
  SubscriptionResolver,
  VisitResolver,
  TrafficSourceResolver,
  ClickResolver,
  DigestResolver,
  ReportResolver,
  LinkHealthResolver,
  PushResolver,
  ChannelResolver,
  StoreResolver,
  DealStoreResolver,
] as const;

/** Each resolver class with its instance, built with the services it uses. */
export type ResolverInstances = ReadonlyMap<(typeof resolvers)[number], object>;

export async function buildAppSchema(
  options: { emitSchemaFile?: string; resolverInstances?: ResolverInstances } = {},
): Promise<GraphQLSchema> {
  const instances = options.resolverInstances;
  return buildSchema({
    resolvers,
    container: {
      get: (resolverClass: (typeof resolvers)[number]) => {
        const instance = instances?.get(resolverClass);
        if (!instance) throw new Error(`no instance of ${resolverClass.name} was given`);
        return instance;
      },
    },
    authChecker,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: options.emitSchemaFile
      ? { path: options.emitSchemaFile, sortedSchema: true }
      : false,
  });
}
