import { renderStaticPage } from '@deal-site/ui/static-page';
import { createElement } from 'react';
import {
  ConfirmSubscriptionPage,
  SubscriptionConfirmedPage,
  UnknownConfirmLinkPage,
} from './ConfirmationPage';

/** Asks before confirming: mail scanners open links, and a GET must never confirm an address. */
export function confirmSubscriptionPage(email: string, frequency: string, token: string): string {
  return renderStaticPage(createElement(ConfirmSubscriptionPage, { email, frequency, token }));
}

/** Offers alerts at once: the page is reached through the address's own confirmation link. */
export function confirmedPage(email: string, frequency: string, manageToken: string): string {
  return renderStaticPage(
    createElement(SubscriptionConfirmedPage, { email, frequency, manageToken }),
  );
}

export function unknownConfirmLinkPage(): string {
  return renderStaticPage(createElement(UnknownConfirmLinkPage));
}
