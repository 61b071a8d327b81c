import {
  SSR_STATE_ELEMENT_ID,
  type PublicSiteConfig,
  type SsrResult,
  type SsrState,
} from '@deal-site/ssr-contract';

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no U+2028 surprises. */
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
  /** Extra head tags the server adds, such as modulepreload links for the route's chunks. */
  serverHead = '',
): string {
  const state: SsrState = {
    apolloState: result.apolloState,
    pageAnswers: result.pageAnswers,
    siteConfig,
    renderedAt,
  };
  const stateElement = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
  return template
    .replace('<!--app-head-->', () => (serverHead ? `${result.head}\n${serverHead}` : result.head))
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-state-->', () => stateElement);
}
