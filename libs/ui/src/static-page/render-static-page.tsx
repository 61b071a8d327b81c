import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from '../theme';

/**
 * The HTML of a StaticPage. Its CSS is known only once the page is rendered, so the style element
 * goes into the head afterwards.
 */
export function renderStaticPage(page: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(<ThemeProvider theme={theme}>{page}</ThemeProvider>),
    );
    const styles = sheet.getStyleTags();
    return `<!doctype html>\n${markup.replace('</head>', () => `${styles}</head>`)}`;
  } finally {
    sheet.seal();
  }
}
