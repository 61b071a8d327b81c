import { rememberZoneOffsets } from '@deal-site/deal-text';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '@deal-site/ssr-contract';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { lazyApolloClient } from './app/apollo-client-access';

const state = JSON.parse(
  document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent ?? 'null',
) as SsrState;
const apollo = lazyApolloClient(() =>
  import('./app/apollo').then(({ createBrowserClient }) => createBrowserClient(state.apolloState)),
);
const site = { config: state.siteConfig, renderedAt: new Date(state.renderedAt) };
rememberZoneOffsets(state.siteConfig.siteZoneOffsets);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page at once; a click on a part not hydrated yet is replayed after it.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <AppProviders apollo={apollo} site={site} pageAnswers={state.pageAnswers}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
