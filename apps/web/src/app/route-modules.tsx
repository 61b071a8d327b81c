import { createContext, lazy, useContext, type ComponentType } from 'react';

/** Filled during a server render with the source ids of the lazy route chunks the page used. */
export const RouteModulesContext = createContext<Set<string> | null>(null);

/**
 * A lazily loaded public page that reports its chunk to the server render, so the HTML can
 * preload it. `moduleId` is the page's file relative to apps/web, as Vite's manifest keys it.
 */
export function lazyPublicPage(
  moduleId: string,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  const Page = lazy(load);
  function ReportedPage() {
    useContext(RouteModulesContext)?.add(moduleId);
    return <Page />;
  }
  return ReportedPage;
}
