import type { Plugin } from 'vite';

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;
const DISPLAY_NAME_ASSIGNMENT = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const UNANNOTATED_REACT_FACTORY = /(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g;

/**
 * React Router ships one large module whose contexts and components are created by top-level calls
 * the bundler must assume have side effects, and then given a `displayName`. Those statements keep
 * every component alive (Form, ScrollRestoration, HistoryRouter, ...) even when the site never uses
 * it. Marking the factory calls pure and dropping the DevTools-only names lets unused ones go.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'deal-site:react-router-tree-shaking',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler(code) {
        const shakeable = code
          .replace(DISPLAY_NAME_ASSIGNMENT, '')
          .replace(UNANNOTATED_REACT_FACTORY, '$1/* @__PURE__ */ $2');
        return shakeable === code ? null : { code: shakeable, map: null };
      },
    },
  };
}
