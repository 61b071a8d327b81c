import type { PushIdentity, WorkerConfig } from '@deal-site/server-config';
import {
  PushFanoutRunner,
  SqlPushStore,
  type PushFanoutLogger,
} from '@deal-site/web-push-delivery';
import type { DataSource } from 'typeorm';

/** The deal push sweeps on the API's database, signed with the site's VAPID keys. */
export function createWorkerPushes(
  config: Pick<WorkerConfig, 'publicUrl' | 'importAllowPrivateHosts'>,
  push: PushIdentity,
  dataSource: DataSource,
  logger: PushFanoutLogger,
): PushFanoutRunner {
  return new PushFanoutRunner({
    store: new SqlPushStore(dataSource),
    vapid: push,
    publicUrl: config.publicUrl,
    allowLoopback: config.importAllowPrivateHosts,
    logger,
  });
}
