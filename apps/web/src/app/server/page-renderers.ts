/**
 * React's server renderers from its edge builds, which run no render inside an AsyncLocalStorage
 * (the Node builds do). Measured on Node 26 against the Node builds with bench:api's first-render
 * rounds, they are no slower, and their first render is the quicker of the two.
 *
 * `renderPageNow` renders in one synchronous pass to a string, with no stream to encode and decode:
 * about a fifth less CPU per page than `prerenderPage`. It cannot wait: a part whose code is still
 * loading comes out as its Suspense fallback, marked `<!--$!-->`. `prerenderPage` waits for it.
 */
export { prerender as prerenderPage } from 'react-dom/static.edge';
export { renderToString as renderPageNow } from 'react-dom/server.edge';
