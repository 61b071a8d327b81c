import { SSR_GLOBALS, type PublicSiteConfig } from '@deal-site/ssr-contract';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createBrowserClient } from './app/apollo';

const globals = window as unknown as Record<string, unknown>;
const client = createBrowserClient(globals[SSR_GLOBALS.apolloState]);
const site = {
  config: globals[SSR_GLOBALS.siteConfig] as PublicSiteConfig,
  renderedAt: new Date(globals[SSR_GLOBALS.renderedAt] as string),
};

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <AppProviders client={client} site={site}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
