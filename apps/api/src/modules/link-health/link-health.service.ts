import { fromSqlDateTime, liveDealCondition, liveDealParams } from '@deal-site/database';
import { nextRunTime, type SchedulerTiming } from '@deal-site/jobs';
import {
  LinkHealthRunner,
  SqlLinkCheckStore,
  isCheckOfCurrentLink,
  type DealLinkColumns,
  type LinkCheckOptions,
} from '@deal-site/link-health';
import { linkCheckSchedule } from '@deal-site/queue-contract';
import type { AppConfig } from '@deal-site/server-config';
import { In, IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { AppError } from '../../common/app-error';
import { JobSchedulingError } from '../../common/job-scheduling-error';
import type { Logger } from '../../logger';
import { Deal } from '../deal/deal.entity';
import { LinkCheckRunRow } from './link-check-run.entity';
import { startLinkHealthScheduling, type LinkHealthScheduling } from './link-health-scheduling';
import {
  LinkCheckStatus,
  type DealLinkCheck,
  type LinkCheckCounts,
  type LinkCheckRequest,
  type LinkHealthOverview,
} from './link-health.types';

/** The most checks one list answers; the broken ones of a site are far fewer. */
export const MAX_LISTED_CHECKS = 500;

/** The latest check of each live deal (active, not expired), with the deal's link columns. */
const LIVE_DEAL_CHECKS =
  'SELECT `c`.`deal_id`, `c`.`url`, `c`.`status`, `c`.`http_status`, `c`.`reason`, `c`.`final_url`, `c`.`checked_at`, ' +
  '`d`.`description`, `d`.`affiliate_link` ' +
  'FROM `link_checks` `c` INNER JOIN `deals` `d` ON `d`.`id` = `c`.`deal_id` ' +
  `WHERE ${liveDealCondition('d')}`;

const COUNT_FIELDS: Record<LinkCheckStatus, keyof LinkCheckCounts> = {
  [LinkCheckStatus.OK]: 'ok',
  [LinkCheckStatus.BROKEN]: 'broken',
  [LinkCheckStatus.UNKNOWN]: 'unknown',
  [LinkCheckStatus.NOT_CHECKED]: 'notChecked',
};

interface CheckRow extends DealLinkColumns {
  deal_id: number | string;
  url: string;
  status: LinkCheckStatus;
  http_status: number | string | null;
  reason: string;
  final_url: string;
  checked_at: Date | string;
}

/** Tests only: shorter per-host pacing and timeouts, a request spy, a fast in-process timer. */
export interface LinkHealthTestOptions {
  checkOverrides?: Partial<
    Pick<LinkCheckOptions, 'perHostIntervalMs' | 'timeoutMs' | 'sendRequest' | 'concurrency'>
  >;
  inProcessTiming?: SchedulerTiming;
}

export interface LinkHealthServiceOptions extends LinkHealthTestOptions {
  dataSource: DataSource;
  config: Pick<AppConfig, 'redisUrl' | 'queuePrefix' | 'siteTimeZone' | 'importAllowPrivateHosts'>;
  logger: Logger;
}

export const CHECK_STARTED = 'Checking the links of the live deals; results appear as each is done';
export const CHECK_ALREADY_RUNNING =
  'A link check is already running or queued; its results appear as each link is done';

/** The weekly link check: its schedule, runs on demand, and the admin's lists and counts. */
export class LinkHealthService {
  readonly runner: LinkHealthRunner;
  private readonly runs: Repository<LinkCheckRunRow>;
  private scheduling: LinkHealthScheduling | null = null;

  constructor(private readonly options: LinkHealthServiceOptions) {
    const { dataSource, config, logger, checkOverrides } = options;
    this.runs = dataSource.getRepository(LinkCheckRunRow);
    this.runner = new LinkHealthRunner({
      store: new SqlLinkCheckStore(dataSource),
      // The import's address rules: no private or loopback address unless IMPORT_ALLOW_PRIVATE_HOSTS.
      checkOptions: { allowPrivateHosts: config.importAllowPrivateHosts, ...checkOverrides },
      logger,
    });
  }

  /** The weekly schedule: a BullMQ job scheduler with REDIS_URL, a timer in this process without. */
  async startScheduling(): Promise<void> {
    const { config, logger, inProcessTiming } = this.options;
    try {
      this.scheduling = await startLinkHealthScheduling({
        redisUrl: config.redisUrl,
        queuePrefix: config.queuePrefix,
        siteTimeZone: config.siteTimeZone,
        logger,
        links: this.runner,
        inProcessTiming,
      });
    } catch (error) {
      throw new JobSchedulingError((error as Error).message);
    }
    logger.info({ jobs: this.scheduling.mode }, 'link checks scheduled');
  }

  async stop(): Promise<void> {
    await this.scheduling?.stop();
    this.scheduling = null;
  }

  /** "Check links now": queues a run (BullMQ) or starts one here, unless one is under way. */
  async requestRun(): Promise<LinkCheckRequest> {
    if (!this.scheduling)
      throw new AppError('SERVICE_UNAVAILABLE', 'Link checks are not scheduled in this process');
    const { started } = await this.scheduling.requestRun();
    return { started, message: started ? CHECK_STARTED : CHECK_ALREADY_RUNNING };
  }

  /**
   * Live deals' checks that are of their current link (Grab Deal's, which moves when the curator
   * edits the description or the affiliate link), optionally of one status, latest first.
   */
  private async currentChecks(now: Date, status?: LinkCheckStatus): Promise<CheckRow[]> {
    const rows = await this.options.dataSource.query<CheckRow[]>(
      `${LIVE_DEAL_CHECKS}${status ? ' AND `c`.`status` = ?' : ''} ORDER BY \`c\`.\`checked_at\` DESC, \`c\`.\`deal_id\` DESC`,
      status ? [...liveDealParams(now), status] : liveDealParams(now),
    );
    return rows.filter((row) => isCheckOfCurrentLink(row, row.url));
  }

  /** Live deals whose latest check of their current link has `status`, latest checks first. */
  async checks(status: LinkCheckStatus, now = new Date()): Promise<DealLinkCheck[]> {
    const rows = (await this.currentChecks(now, status)).slice(0, MAX_LISTED_CHECKS);
    if (rows.length === 0) return [];
    const deals = await this.options.dataSource
      .getRepository(Deal)
      .findBy({ id: In(rows.map((row) => Number(row.deal_id))) });
    const byId = new Map(deals.map((deal) => [deal.id, deal]));
    return rows.flatMap((row) => {
      const deal = byId.get(Number(row.deal_id));
      // Deleted between the two reads: nothing to show.
      if (!deal) return [];
      return [
        {
          deal,
          status: row.status,
          httpStatus: row.http_status === null ? null : Number(row.http_status),
          reason: row.reason,
          finalUrl: row.final_url,
          checkedAt: fromSqlDateTime(row.checked_at),
        },
      ];
    });
  }

  async counts(now = new Date()): Promise<LinkCheckCounts> {
    const counts: LinkCheckCounts = { ok: 0, broken: 0, unknown: 0, notChecked: 0 };
    for (const row of await this.currentChecks(now)) {
      const field = COUNT_FIELDS[row.status];
      if (field) counts[field] += 1;
    }
    return counts;
  }

  async overview(now = new Date()): Promise<LinkHealthOverview> {
    const [counts, running, lastRun, lastFinished] = await Promise.all([
      this.counts(now),
      // Redis away: the lists still answer; the button is not held back.
      (this.scheduling?.isRunning() ?? Promise.resolve(false)).catch(() => false),
      this.runs.findOne({ where: {}, order: { startedAt: 'DESC', id: 'DESC' } }),
      this.runs.findOne({
        where: { finishedAt: Not(IsNull()) },
        order: { finishedAt: 'DESC', id: 'DESC' },
      }),
    ]);
    return {
      counts,
      running,
      lastRun,
      lastFinishedAt: lastFinished?.finishedAt ?? null,
      nextRunAt: new Date(
        nextRunTime(linkCheckSchedule(this.options.config.siteTimeZone), now.getTime()),
      ),
    };
  }
}
