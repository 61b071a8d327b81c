import { renderStaticPage } from '@deal-site/ui/static-page';
import { createElement } from 'react';
import {
  UnknownUnsubscribeLinkPage,
  UnsubscribeConfirmPage,
  UnsubscribedPage,
} from './UnsubscribePage';

/** Asks before removing: mail scanners open links, and a GET must never unsubscribe anyone. */
export function unsubscribeConfirmPage(email: string, token: string): string {
  return renderStaticPage(createElement(UnsubscribeConfirmPage, { email, token }));
}

export function unsubscribedPage(email: string): string {
  return renderStaticPage(createElement(UnsubscribedPage, { email }));
}

export function unknownUnsubscribeLinkPage(): string {
  return renderStaticPage(createElement(UnknownUnsubscribeLinkPage));
}
