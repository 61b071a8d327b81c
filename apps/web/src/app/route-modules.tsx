import { createContext, lazy, useContext, type ComponentType } from 'react';

/** Filled during a server render with the source ids of the lazy route chunks the page used. */
export const RouteModulesContext = createContext<Set<string> | null>(null);

/** What `import.meta.glob(file, { import: name })` gives for one page file. */
type PageGlob = Record<string, () => Promise<ComponentType>>;

/**
 * A lazily loaded public page that reports its chunk to the server render, so the HTML can
 * preload it. The id is Vite's own key for the file: the glob's, less its leading slash, is the
 * build manifest's.
 */
export function lazyPublicPage(glob: PageGlob): ComponentType {
  const [[key, load]] = Object.entries(glob);
  const moduleId = key.replace(/^\//, '');
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function ReportedPage() {
    useContext(RouteModulesContext)?.add(moduleId);
    return <Page />;
  }
  return ReportedPage;
}
