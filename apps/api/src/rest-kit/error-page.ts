import { renderStaticPage } from '@deal-site/ui/static-page';
import { createElement } from 'react';
import { ErrorPage } from './ErrorPage';

// A status's page never changes, and 404s come by the thousand from crawlers and scanners.
const renderedPages = new Map<number, string>();

/** A self-contained page for errors that happen before or instead of the app's own render. */
export function errorPage(status: number): string {
  let page = renderedPages.get(status);
  if (page === undefined) {
    page = renderStaticPage(createElement(ErrorPage, { status }));
    renderedPages.set(status, page);
  }
  return page;
}
