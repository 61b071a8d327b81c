import { CreateDeals1763800000000 as MysqlCreateDeals } from './mysql/1763800000000-create-deals';
import { CreateUsers1763900000000 as MysqlCreateUsers } from './mysql/1763900000000-create-users';
import { BinaryUsernameCollation1764000000000 as MysqlBinaryUsernameCollation } from './mysql/1764000000000-binary-username-collation';
import { CreateSubscriptions1764100000000 as MysqlCreateSubscriptions } from './mysql/1764100000000-create-subscriptions';
import { CreateVisitStats1764100000001 as MysqlCreateVisitStats } from './mysql/1764100000001-create-visit-stats';
import { CreateDeals1763800000000 as SqliteCreateDeals } from './sqlite/1763800000000-create-deals';
import { CreateUsers1763900000000 as SqliteCreateUsers } from './sqlite/1763900000000-create-users';
import { CreateSubscriptions1764100000000 as SqliteCreateSubscriptions } from './sqlite/1764100000000-create-subscriptions';
import { CreateVisitStats1764100000001 as SqliteCreateVisitStats } from './sqlite/1764100000001-create-visit-stats';
import { CreateImportTables1764200000001 as MysqlCreateImportTables } from './mysql/1764200000001-create-import-tables';
import { CreateImportTables1764200000001 as SqliteCreateImportTables } from './sqlite/1764200000001-create-import-tables';
import { CreateSiteDataVersion1764300000001 as MysqlCreateSiteDataVersion } from './mysql/1764300000001-create-site-data-version';
import { CreateSiteDataVersion1764300000001 as SqliteCreateSiteDataVersion } from './sqlite/1764300000001-create-site-data-version';
import { AddEmailDigests1764400000001 as MysqlAddEmailDigests } from './mysql/1764400000001-add-email-digests';
import { AddEmailDigests1764400000001 as SqliteAddEmailDigests } from './sqlite/1764400000001-add-email-digests';
import { ShortenVisitorHashes1764500000001 } from './both/1764500000001-shorten-visitor-hashes';
import { AddDigestClaimOwner1764600000001 } from './both/1764600000001-add-digest-claim-owner';
import { AddDealExpiry1764700000001 } from './both/1764700000001-add-deal-expiry';
import { CreateDealReports1764700000002 } from './both/1764700000002-create-deal-reports';
import { CreateLinkChecks1764700000003 } from './both/1764700000003-create-link-checks';
import { CreateSubscriptionAlerts1764800000001 } from './both/1764800000001-create-subscription-alerts';
import { CountReportsPerAddress1764900000001 } from './both/1764900000001-count-reports-per-address';
import { CreatePushSubscriptions1765000000001 } from './both/1765000000001-create-push-subscriptions';
import { CreateChannelPosts1765100000001 } from './both/1765100000001-create-channel-posts';
import { AddDealScheduling1765200000001 } from './both/1765200000001-add-deal-scheduling';
import { AddDealIdentity1765300000001 } from './both/1765300000001-add-deal-identity';
import { CreateStores1765300000002 } from './both/1765300000002-create-stores';
import { AddVisitAttribution1765400000001 } from './both/1765400000001-add-visit-attribution';
import { CreateTrafficDaily1765400000002 } from './both/1765400000002-create-traffic-daily';
import { AddPushStoreFollows1765500000001 } from './both/1765500000001-add-push-store-follows';
import { AddDealPriceValue1765600000001 } from './both/1765600000001-add-deal-price-value';

/** Migrations per dialect, in order. Both lists must describe the same schema as the entities. */
export const migrationsByDialect = {
  sqlite: [
    SqliteCreateDeals,
    SqliteCreateUsers,
    SqliteCreateSubscriptions,
    SqliteCreateVisitStats,
    SqliteCreateImportTables,
    SqliteCreateSiteDataVersion,
    SqliteAddEmailDigests,
    ShortenVisitorHashes1764500000001,
    AddDigestClaimOwner1764600000001,
    AddDealExpiry1764700000001,
    CreateDealReports1764700000002,
    CreateLinkChecks1764700000003,
    CreateSubscriptionAlerts1764800000001,
    CountReportsPerAddress1764900000001,
    CreatePushSubscriptions1765000000001,
    CreateChannelPosts1765100000001,
    AddDealScheduling1765200000001,
    AddDealIdentity1765300000001,
    CreateStores1765300000002,
    AddVisitAttribution1765400000001,
    CreateTrafficDaily1765400000002,
    AddPushStoreFollows1765500000001,
    AddDealPriceValue1765600000001,
  ],
  mysql: [
    MysqlCreateDeals,
    MysqlCreateUsers,
    MysqlBinaryUsernameCollation,
    MysqlCreateSubscriptions,
    MysqlCreateVisitStats,
    MysqlCreateImportTables,
    MysqlCreateSiteDataVersion,
    MysqlAddEmailDigests,
    ShortenVisitorHashes1764500000001,
    AddDigestClaimOwner1764600000001,
    AddDealExpiry1764700000001,
    CreateDealReports1764700000002,
    CreateLinkChecks1764700000003,
    CreateSubscriptionAlerts1764800000001,
    CountReportsPerAddress1764900000001,
    CreatePushSubscriptions1765000000001,
    CreateChannelPosts1765100000001,
    AddDealScheduling1765200000001,
    AddDealIdentity1765300000001,
    CreateStores1765300000002,
    AddVisitAttribution1765400000001,
    CreateTrafficDaily1765400000002,
    AddPushStoreFollows1765500000001,
    AddDealPriceValue1765600000001,
  ],
};
