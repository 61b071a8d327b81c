import { StaticPage } from '@deal-site/ui/static-page';
import type { ReactNode } from 'react';

export interface LinkPageProps {
  title: string;
  children: ReactNode;
}

/**
 * The page a subscriber's e-mail link opens (confirm, unsubscribe, manage): its address holds a
 * token, so search engines are asked to keep it out and it asks for no favicon, loading nothing.
 */
export function LinkPage({ title, children }: LinkPageProps) {
  return (
    <StaticPage
      title={title}
      head={
        <>
          <meta name="robots" content="noindex" />
          <link rel="icon" href="data:," />
        </>
      }
    >
      {children}
    </StaticPage>
  );
}
