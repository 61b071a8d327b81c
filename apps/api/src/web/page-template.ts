import {
  SSR_STATE_ELEMENT_ID,
  type PublicSiteConfig,
  type SsrResult,
  type SsrState,
} from '@deal-site/ssr-contract';

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const escapeForScript = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no U+2028 surprises. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, escapeForScript);
}

/**
 * The template with each slot's first occurrence replaced by its content, joined in one pass: a
 * replace per slot copied the whole page each time (about 100 KB per first render of `/`).
 */
function fillSlots(template: string, contents: Record<string, string>): string {
  const slots = Object.keys(contents)
    .map((slot) => ({ slot, at: template.indexOf(slot) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  let page = '';
  let from = 0;
  for (const { slot, at } of slots) {
    page += template.slice(from, at) + contents[slot];
    from = at + slot.length;
  }
  return page + template.slice(from);
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
  return fillSlots(template, {
    '<!--app-head-->': serverHead ? `${result.head}\n${serverHead}` : result.head,
    '<!--app-html-->': result.html,
    '<!--app-state-->': `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`,
  });
}
