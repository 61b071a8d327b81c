import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.accent}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Card = styled.main`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  h1 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.2;
  }
`;

export interface StaticPageProps {
  /** The page's title and its heading. */
  title: string;
  /** Head elements of the page's own, placed before its title. */
  head?: ReactNode;
  children: ReactNode;
}

/** A whole page on the site's theme, without a script: render it with renderStaticPage. */
export function StaticPage({ title, head, children }: StaticPageProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
        <title>{title}</title>
      </head>
      <body>
        <PageStyle />
        <Card>
          <h1>{title}</h1>
          {children}
          <p>
            <a href="/">Back to today's deals</a>
          </p>
        </Card>
      </body>
    </html>
  );
}
