import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The doctype mail clients handle best, as react-email's own render writes it.
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

// React adds these for page speed; in a message they are noise. Escaped user text never holds "<".
const IMAGE_PRELOAD_TAG = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * The HTML part of a message. React's synchronous static renderer rather than react-email's
 * `render`, whose lazy `import('react-dom/server')` fails inside jest's CommonJS sandbox, where
 * the API's and the worker's integration tests run these templates.
 */
export function renderEmailHtml(email: ReactElement): string {
  return `${EMAIL_DOCTYPE}${renderToStaticMarkup(email).replace(IMAGE_PRELOAD_TAG, '')}`;
}
