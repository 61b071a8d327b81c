import type { Plugin } from 'vite';

const ENTRY_SCRIPT = '<script type="module" crossorigin';

/**
 * The entry script is fetched at low priority. Pages are server-rendered and work before it runs
 * (links are real links), so on a slow line its 150 KB must not compete with the first paint and
 * the deal's picture, which Chrome otherwise fetches beside a module script in the head. The
 * route chunks the server preloads get the same priority (apps/api/src/web/route-preloads.ts).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(ENTRY_SCRIPT))
          throw new Error(`low-priority-scripts: no "${ENTRY_SCRIPT}" in index.html`);
        return html.replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin');
      },
    },
  };
}
