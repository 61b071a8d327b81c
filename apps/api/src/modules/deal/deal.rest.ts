import { Router, type Request } from 'express';
import { badInput } from '../../common/app-error';
import type { Services } from '../../services';
import { requireCurator } from '../auth/rights';
import { currentUser } from '../auth/session';
import { DealCategory, type Deal } from './deal.entity';
import { DealSort, MAX_PAGE_SIZE } from './deal.inputs';
import { parseDealId } from './deal-id';

/** The most deals GET /api/deals answers at once; it has no paging of its own. */
export const REST_LIST_LIMIT = MAX_PAGE_SIZE * 5;

/** The shape the original site's clients read: active as 1/0, dates as ISO strings. */
export function toRestDeal(deal: Deal) {
  return { ...deal, id: deal.id, active: deal.active ? 1 : 0, sourcePostId: undefined };
}

function parseEnum<T extends string>(
  value: unknown,
  allowed: Record<string, T>,
  name: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  const match = Object.values(allowed).find((candidate) => candidate === value);
  if (!match) throw badInput(`${name} must be one of ${Object.values(allowed).join(', ')}`);
  return match;
}

/** Only active deals are ever listed, so `active=1` (what the original client sends) is all it may say. */
function checkActiveFilter(value: unknown): void {
  if (value !== undefined && value !== '1' && value !== 'true') {
    throw badInput('active must be 1: only active deals are listed');
  }
}

async function curatorId(req: Request): Promise<number> {
  const user = await currentUser(req);
  // requireCurator runs first on every write route, so a user is always there.
  if (!user) throw new Error('curator route reached without a session');
  return user.id;
}

/**
 * /api/deals as the original client calls it, over the same DealService as GraphQL.
 * DELETE answers 200 {ok: true} rather than 204, so every answer carries a JSON body.
 */
export function dealRestRouter(services: Services): Router {
  const router = Router();

  router.get('/deals', async (req, res) => {
    const category = parseEnum(req.query.category, DealCategory, 'category');
    const sort = parseEnum(req.query.sort, DealSort, 'sort') ?? DealSort.NEWEST;
    checkActiveFilter(req.query.active);
    const { items } = await services.deals.list({
      category,
      sort,
      limit: REST_LIST_LIMIT,
      offset: 0,
    });
    if (category) res.set('Cache-Control', 'no-cache');
    res.json({ deals: items.map(toRestDeal) });
  });

  router.post('/deals', requireCurator, async (req, res) => {
    const deal = await services.deals.create(req.body, await curatorId(req));
    res.status(201).json(toRestDeal(deal));
  });

  router.post('/deals/clear', requireCurator, async (_req, res) => {
    res.json({ archived: await services.deals.archiveAll() });
  });

  router.put('/deals/:id', requireCurator, async (req, res) => {
    const deal = await services.deals.update(parseDealId(req.params.id), req.body);
    res.json(toRestDeal(deal));
  });

  router.delete('/deals/:id', requireCurator, async (req, res) => {
    await services.deals.remove(parseDealId(req.params.id));
    res.json({ ok: true });
  });

  router.post('/deals/:id/click', async (req, res) => {
    res.json({ clicks: await services.deals.recordClick(parseDealId(req.params.id)) });
  });

  return router;
}
