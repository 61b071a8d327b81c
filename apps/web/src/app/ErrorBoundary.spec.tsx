import { theme } from '@deal-site/ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from './ErrorBoundary';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('ErrorBoundary', () => {
  it('renders its children while nothing has failed', () => {
    const html = render(
      <ErrorBoundary>
        <p>All the deals</p>
      </ErrorBoundary>,
    );
    expect(html).toContain('All the deals');
    expect(html).not.toContain('Something went wrong');
  });

  it("replaces the page with 'Something went wrong' and Reload Page after a render error", () => {
    const boundary = new ErrorBoundary({ children: <p>All the deals</p> });
    boundary.state = ErrorBoundary.getDerivedStateFromError();
    const html = render(boundary.render());
    expect(html).toContain('role="alert"');
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Reload Page<\/button>/);
    expect(html).not.toContain('All the deals');
  });
});
