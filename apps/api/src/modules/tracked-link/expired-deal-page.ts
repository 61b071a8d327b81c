import { renderStaticPage } from '@deal-site/ui/static-page';
import { createElement } from 'react';
import type { Deal } from '../deal/deal.entity';
import { ExpiredDealPage } from './ExpiredDealPage';

/**
 * What /go/{id} shows for an expired deal instead of sending the visitor on: its title and live
 * deals of the same section.
 */
export function expiredDealPage(deal: Pick<Deal, 'title' | 'category'>, live: Deal[]): string {
  return renderStaticPage(createElement(ExpiredDealPage, { deal, live }));
}
