import { renderStaticPage } from '@deal-site/ui/static-page';
import { createElement } from 'react';
import { managePagePath } from '../subscription/manage-page-path';
import type { ManagedSubscription } from './alert.service';
import type { PageNotice } from './manage-page-notice';
import { ManagePage } from './ManagePage';

export type { FormName, PageNotice } from './manage-page-notice';

/** The subscriber's own page: alerts, the digest's frequency and unsubscribing. */
export function manageSubscriptionPage(
  token: string,
  managed: ManagedSubscription,
  notice: PageNotice | null = null,
): string {
  return renderStaticPage(
    createElement(ManagePage, {
      path: managePagePath(token),
      token,
      unsubscribePath: `/unsubscribe/${encodeURIComponent(token)}`,
      managed,
      notice,
    }),
  );
}
