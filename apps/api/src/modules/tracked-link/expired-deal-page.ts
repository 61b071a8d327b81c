import type { Deal } from '../deal/deal.entity';
import { DealCategory } from '../deal/deal.entity';
import { escapeHtml, linkPage } from '../subscription/link-page';

const SECTION_PATHS: Record<DealCategory, string> = {
  [DealCategory.DAILY]: '/',
  [DealCategory.FASHION]: '/fashion',
  [DealCategory.FAVORITES]: '/favorites',
};

const SECTION_NAMES: Record<DealCategory, string> = {
  [DealCategory.DAILY]: "today's deals",
  [DealCategory.FASHION]: 'fashion deals',
  [DealCategory.FAVORITES]: 'favorite deals',
};

const dealLink = ({ id, title }: Pick<Deal, 'id' | 'title'>) =>
  `<li><a href="/deals/${id}">${escapeHtml(title)}</a></li>`;

/**
 * What /go/{id} shows for an expired deal instead of sending the visitor on: its title and live
 * deals of the same section.
 */
export function expiredDealPage(deal: Pick<Deal, 'title' | 'category'>, live: Deal[]): string {
  const section = SECTION_PATHS[deal.category];
  const others = live.length
    ? `<p>Live ${SECTION_NAMES[deal.category]}:</p>\n<ul style="list-style: none; padding: 0">\n${live.map(dealLink).join('\n')}\n</ul>\n`
    : '';
  return linkPage(
    'This deal has expired',
    `<p><strong>${escapeHtml(deal.title)}</strong> is no longer available.</p>\n${others}` +
      `<p><a href="${section}">See all ${SECTION_NAMES[deal.category]}</a></p>`,
  );
}
