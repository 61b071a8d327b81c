import { Router } from 'express';
import type { Services } from '../../services';
import { DealCategory, type Deal } from './deal.entity';
import { DealSort, MAX_PAGE_SIZE } from './deal.inputs';
import { badInput } from '../../common/app-error';

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

export function dealRestRouter(services: Services): Router {
  const router = Router();

  router.get('/deals', async (req, res) => {
    const category = parseEnum(req.query.category, DealCategory, 'category');
    const sort = parseEnum(req.query.sort, DealSort, 'sort') ?? DealSort.NEWEST;
    const { items } = await services.deals.listActive({
      category,
      sort,
      limit: MAX_PAGE_SIZE * 5,
      offset: 0,
    });
    if (category) res.set('Cache-Control', 'no-cache');
    res.json({ deals: items.map(toRestDeal) });
  });

  return router;
}
