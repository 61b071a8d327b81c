import type { FastifyPluginCallback } from 'fastify';
import { objectOf, oneOf, unread } from '../../rest-kit/input-schema';
import { toRestDeal } from '../deal/deal.rest';
import type { LinkCheckRunRow } from './link-check-run.entity';
import type { LinkHealthService } from './link-health.service';
import { LinkCheckStatus } from './link-health.types';

/** A run as the admin reads it; which job ran it stays inside. */
function toRestRun(run: LinkCheckRunRow | null) {
  if (!run) return null;
  const { id, trigger, startedAt, finishedAt, checked, ok, broken, unknown, notChecked } = run;
  return { id, trigger, startedAt, finishedAt, checked, ok, broken, unknown, notChecked };
}

/** '' means the default: the broken links. */
const LINK_CHECK_QUERY = objectOf({ status: oneOf(['', ...Object.values(LinkCheckStatus)]) });

interface LinkCheckList {
  Querystring: { status?: LinkCheckStatus | '' };
}

export interface LinkHealthRoutesOptions {
  linkHealth: LinkHealthService;
}

/**
 * GET /api/link-checks?status=broken: the curator's live deals whose latest link check has the
 * status (broken by default), with the counts and the last run; POST /api/link-checks/run checks
 * the links now (202: queued or started, the results come in as each link is done).
 */
export const linkHealthRoutes: FastifyPluginCallback<LinkHealthRoutesOptions> = (
  app,
  { linkHealth },
  done,
) => {
  app.get<LinkCheckList>(
    '/link-checks',
    { config: { access: 'curator' }, schema: { querystring: LINK_CHECK_QUERY } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const shown = req.query.status || LinkCheckStatus.BROKEN;
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
  );

  app.post(
    '/link-checks/run',
    { config: { access: 'curator' }, schema: { body: unread } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store').code(202);
      return linkHealth.requestRun();
    },
  );
  done();
};
