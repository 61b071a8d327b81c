import { objectOf, oneOf } from '../../rest-kit/input-schema';
import { queryValue, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { toRestDeal } from '../deal/deal.rest';
import type { LinkCheckRunRow } from './link-check-run.entity';
import { LinkCheckStatus } from './link-health.types';

/** A run as the admin reads it; which job ran it stays inside. */
function toRestRun(run: LinkCheckRunRow | null) {
  if (!run) return null;
  const { id, trigger, startedAt, finishedAt, checked, ok, broken, unknown, notChecked } = run;
  return { id, trigger, startedAt, finishedAt, checked, ok, broken, unknown, notChecked };
}

/** '' means the default: the broken links. */
const LINK_CHECK_QUERY = objectOf({ status: oneOf(['', ...Object.values(LinkCheckStatus)]) });

/**
 * GET /api/link-checks?status=broken: the curator's live deals whose latest link check has the
 * status (broken by default), with the counts and the last run; POST /api/link-checks/run checks
 * the links now (202: queued or started, the results come in as each link is done).
 */
export function linkHealthRestRoutes({ linkHealth }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/link-checks',
      access: 'curator',
      schema: { querystring: LINK_CHECK_QUERY },
      handler: async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const status = (queryValue(req, 'status') as LinkCheckStatus | '' | undefined) || undefined;
        const shown = status ?? LinkCheckStatus.BROKEN;
        const now = new Date();
        const [overview, checks] = await Promise.all([
          linkHealth.overview(now),
          linkHealth.checks(shown, now),
        ]);
        return {
          status: shown,
          ...overview,
          lastRun: toRestRun(overview.lastRun),
          deals: checks.map(({ deal, ...check }) => ({ deal: toRestDeal(deal), ...check })),
        };
      },
    },
    {
      method: 'POST',
      path: '/link-checks/run',
      access: 'curator',
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'no-store').code(202);
        return linkHealth.requestRun();
      },
    },
  ];
}
