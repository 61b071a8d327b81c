import { theme } from '@deal-site/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../features/toast';
import { ApolloClientAccessProvider, type ApolloClientAccess } from './apollo-client-access';
import { PageAnswersProvider, type PageAnswer } from './page-answers';
import { PageMetaProvider, type PageMetaCollector } from './page-meta';
import { SiteProvider, type SiteContextValue } from './site-context';

export interface AppProvidersProps {
  apollo: ApolloClientAccess;
  site: SiteContextValue;
  /** The answers the page was rendered with (see usePageQuery). */
  pageAnswers?: readonly PageAnswer[];
  metaCollector?: PageMetaCollector;
  children: ReactNode;
}

const NO_ANSWERS: readonly PageAnswer[] = [];

/** Everything both entries wrap the app in, so server and client trees match. */
export function AppProviders({
  apollo,
  site,
  pageAnswers = NO_ANSWERS,
  metaCollector,
  children,
}: AppProvidersProps) {
  return (
    <ApolloClientAccessProvider value={apollo}>
      <PageAnswersProvider value={pageAnswers}>
        <SiteProvider value={site}>
          <PageMetaProvider collector={metaCollector ?? null}>
            <ThemeProvider theme={theme}>
              <ToastProvider>{children}</ToastProvider>
            </ThemeProvider>
          </PageMetaProvider>
        </SiteProvider>
      </PageAnswersProvider>
    </ApolloClientAccessProvider>
  );
}
