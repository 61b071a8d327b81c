import type { Deal } from '../deal/deal.entity';
import { DealSort } from '../deal/deal.inputs';
import type { DealService } from '../deal/deal.service';

/** What a deal page shows under "More in {section}" at most; a query asking for more gets this many. */
export const MORE_IN_SECTION_MAX = 12;

/**
 * The newest live deals of the deal's category, the deal itself left out: the deal page's "More
 * in {section}". One more is read than shown, so leaving the deal out still fills the row.
 */
export async function moreInSection(
  deals: Pick<DealService, 'list'>,
  deal: Pick<Deal, 'id' | 'category'>,
  limit: number,
): Promise<Deal[]> {
  const wanted = Math.min(Math.max(Math.trunc(limit), 0), MORE_IN_SECTION_MAX);
  if (wanted === 0) return [];
  const { items } = await deals.list({
    category: deal.category,
    sort: DealSort.NEWEST,
    limit: wanted + 1,
    offset: 0,
  });
  return items.filter((item) => item.id !== deal.id).slice(0, wanted);
}
