export { checkLink } from './check-link';
export { LinkChecker, checkLinks, type OnLinkChecked } from './link-checker';
export {
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_PER_HOST_INTERVAL_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  type LinkCheckOptions,
} from './link-check-options';
export type { Clock } from './host-pacer';
export {
  linkRequestSender,
  type AddressRules,
  type LinkAnswer,
  type LinkRequest,
  type SendLinkRequest,
} from './link-request';
export type { LinkCheck, LinkStatus } from './link-status';
export {
  MAX_STORED_URL_LENGTH,
  checkedLinkOf,
  isCheckOfCurrentLink,
  type DealLinkColumns,
} from './checked-link';
export {
  MAX_STORED_REASON_LENGTH,
  RESUME_WITHIN_MS,
  SqlLinkCheckStore,
  type DealLink,
  type LinkCheckRunRecord,
} from './sql-link-check-store';
export {
  LinkCheckStoppedError,
  LinkHealthRunner,
  type LinkHealthLogger,
  type LinkHealthRunOptions,
} from './link-health-run';
