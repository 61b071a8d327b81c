export {
  PUSH_SECTION_CATEGORIES,
  followsDeal,
  parseFollowedSections,
  type PushFollower,
  type PushSection,
} from './push-follower';
export {
  MAX_PUSH_PAYLOAD_BYTES,
  pushDealUrl,
  pushPayload,
  type PushDeal,
  type PushPayload,
} from './push-payload';
export {
  PUSH_RETRY_POLICY,
  PUSH_SEND_TIMEOUT_MS,
  PUSH_TTL_SECONDS,
  retryAfterMs,
  sendPushWithRetry,
  sendWithWebPush,
  type PushOutcome,
  type PushRetryPolicy,
  type SendPush,
  type VapidKeys,
} from './push-send';
export { SqlPushStore, type FanoutCounts, type PushFanoutRecord } from './sql-push-store';
export {
  ABANDONED_PUSH_CLAIM_MS,
  FANOUT_WINDOW_MS,
  PUSH_SEND_CONCURRENCY,
  PushFanoutRunner,
  type PushFanoutLogger,
  type PushFanoutOptions,
} from './push-fanout-runner';
