/**
 * React's static renderer from its edge build. The Node build runs each render inside an
 * AsyncLocalStorage, and on Node 20 the first such run turns async hooks on for the rest of the
 * process: every later promise and callback of every request pays for them (after page renders,
 * the API answered 5-8 % fewer clicks a second). The edge build uses an AsyncLocalStorage only
 * where the runtime has a global one, which Node has not.
 */
export { prerender as prerenderPage } from 'react-dom/static.edge';
