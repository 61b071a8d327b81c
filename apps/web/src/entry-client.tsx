import { SSR_STATE_ELEMENT_ID, type SsrState } from '@deal-site/ssr-contract';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createBrowserClient } from './app/apollo';

const state = JSON.parse(
  document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent ?? 'null',
) as SsrState;
const client = createBrowserClient(state.apolloState);
const site = { config: state.siteConfig, renderedAt: new Date(state.renderedAt) };

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <AppProviders client={client} site={site} pageAnswers={state.pageAnswers}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
