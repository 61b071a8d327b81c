/**
 * React's server renderers from its edge builds. The Node builds run each render inside an
 * AsyncLocalStorage, and on Node 20 the first such run turns async hooks on for the rest of the
 * process: every later promise and callback of every request pays for them (after page renders,
 * the API answered 5-8 % fewer clicks a second). The edge builds use an AsyncLocalStorage only
 * where the runtime has a global one, which Node has not.
 *
 * `renderPageNow` renders in one synchronous pass to a string, with no stream to encode and decode:
 * about a fifth less CPU per page than `prerenderPage`. It cannot wait: a part whose code is still
 * loading comes out as its Suspense fallback, marked `<!--$!-->`. `prerenderPage` waits for it.
 */
export { prerender as prerenderPage } from 'react-dom/static.edge';
export { renderToString as renderPageNow } from 'react-dom/server.edge';
