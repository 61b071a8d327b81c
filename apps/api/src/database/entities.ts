import { AlertMailRow } from '../modules/alert/alert-mail.entity';
import { AlertSendRow } from '../modules/alert/alert-send.entity';
import { SubscriptionAlert } from '../modules/alert/subscription-alert.entity';
import { DealClick } from '../modules/click/deal-click.entity';
import { ChannelPostRow } from '../modules/channel/channel-post.entity';
import { ChannelStateRow } from '../modules/channel/channel-state.entity';
import { Deal } from '../modules/deal/deal.entity';
import { DigestRun } from '../modules/digest/digest-run.entity';
import { DigestSendRow } from '../modules/subscription/digest-send.entity';
import { ImportRunRow } from '../modules/deal-import/import-run.entity';
import { ImportSettingRow } from '../modules/deal-import/import-setting.entity';
import { LinkCheckRow } from '../modules/link-health/link-check.entity';
import { LinkCheckRunRow } from '../modules/link-health/link-check-run.entity';
import { DealReport } from '../modules/report/deal-report.entity';
import { Subscription } from '../modules/subscription/subscription.entity';
import { User } from '../modules/user/user.entity';
import { PushDeliveryRow } from '../modules/push/push-delivery.entity';
import { PushFanoutRow } from '../modules/push/push-fanout.entity';
import { PushSubscriptionRow } from '../modules/push/push-subscription.entity';
import { SiteDataVersionRow } from '../modules/site-version/site-data-version.entity';
import { SiteVisitor } from '../modules/visit/site-visitor.entity';
import { StoreNameRow } from '../modules/store/store-name.entity';
import { TrafficDaily } from '../modules/traffic-source/traffic-daily.entity';
import { VisitSalt } from '../modules/visitor/visit-salt.entity';

/** Every TypeORM entity of the API; a new feature adds its entity here. */
export const entities = [
  Deal,
  User,
  Subscription,
  VisitSalt,
  SiteVisitor,
  TrafficDaily,
  DealClick,
  ImportSettingRow,
  ImportRunRow,
  SiteDataVersionRow,
  DigestRun,
  DigestSendRow,
  DealReport,
  LinkCheckRow,
  LinkCheckRunRow,
  SubscriptionAlert,
  AlertMailRow,
  AlertSendRow,
  PushSubscriptionRow,
  PushDeliveryRow,
  PushFanoutRow,
  ChannelPostRow,
  ChannelStateRow,
  StoreNameRow,
];
