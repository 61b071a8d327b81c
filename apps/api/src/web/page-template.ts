import { SSR_GLOBALS, type PublicSiteConfig, type SsrResult } from '@deal-site/ssr-contract';

/** JSON that is safe inside a <script> element: no "</script>", no U+2028 surprises. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function fillTemplate(
  template: string,
  result: SsrResult,
  siteConfig: PublicSiteConfig,
  renderedAt: string,
  nonce: string,
): string {
  const state =
    `<script nonce="${nonce}">window.${SSR_GLOBALS.apolloState}=${scriptSafeJson(result.apolloState)};` +
    `window.${SSR_GLOBALS.siteConfig}=${scriptSafeJson(siteConfig)};` +
    `window.${SSR_GLOBALS.renderedAt}=${scriptSafeJson(renderedAt)};</script>`;
  return template
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-state-->', () => state);
}
