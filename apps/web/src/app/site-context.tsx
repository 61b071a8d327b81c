import type { PublicSiteConfig } from '@deal-site/ssr-contract';
import { createContext, useContext, type ReactNode } from 'react';

export interface SiteContextValue {
  config: PublicSiteConfig;
  /** The instant the page was rendered on the server; first renders use it so hydration matches. */
  renderedAt: Date;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export interface SiteProviderProps {
  value: SiteContextValue;
  children: ReactNode;
}

export function SiteProvider({ value, children }: SiteProviderProps) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside SiteProvider');
  return value;
}
