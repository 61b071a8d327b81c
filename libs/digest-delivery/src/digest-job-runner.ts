import type {
  AlertRunCounts,
  DigestFrequency,
  DigestRunCounts,
  DigestTrigger,
  PurgePendingResult,
} from '@deal-site/queue-contract';
import type { InstantAlertSender } from './alert-sender';
import type { DigestSender } from './digest-sender';
import { purgeUnconfirmedSubscriptions } from './pending-purge';
import type { SqlDigestStore } from './sql-digest-store';

/** What the e-mail queue's jobs call, in the API (no Redis) and in the worker alike. */
export interface DigestJobs {
  runDigest(
    frequency: DigestFrequency,
    trigger: DigestTrigger,
    owner?: string | null,
  ): Promise<DigestRunCounts>;
  purgePending(): Promise<PurgePendingResult>;
  sendInstantAlerts(trigger: DigestTrigger, owner?: string | null): Promise<AlertRunCounts>;
}

export function digestJobs(
  sender: DigestSender,
  store: SqlDigestStore,
  alerts: InstantAlertSender,
): DigestJobs {
  return {
    runDigest: (frequency, trigger, owner) => sender.run(frequency, trigger, owner),
    purgePending: async () => ({ removed: await purgeUnconfirmedSubscriptions(store) }),
    sendInstantAlerts: (trigger, owner) => alerts.run(trigger, owner),
  };
}
