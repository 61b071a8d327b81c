import { LinkHealthRunner, SqlLinkCheckStore, type LinkHealthLogger } from '@deal-site/link-health';
import type { WorkerConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';

/**
 * The link checks on the API's database, under the import's address rules: no private or loopback
 * address unless IMPORT_ALLOW_PRIVATE_HOSTS.
 */
export function createWorkerLinkChecks(
  config: Pick<WorkerConfig, 'importAllowPrivateHosts'>,
  dataSource: DataSource,
  logger: LinkHealthLogger,
): LinkHealthRunner {
  return new LinkHealthRunner({
    store: new SqlLinkCheckStore(dataSource),
    checkOptions: { allowPrivateHosts: config.importAllowPrivateHosts },
    logger,
  });
}
