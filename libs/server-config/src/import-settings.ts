import { isValidPageId } from '@deal-site/facebook-source';
import { ConfigError } from './config-error';
import { optional, readBoolean, readUrl, type Env } from './env-values';

/** What the deal import reads, in the API and in the worker alike. */
export interface ImportSettings {
  facebook: { pageId: string | null; accessToken: string | null; graphUrl: string };
  /** Lets the importer fetch images from private addresses: tests only. */
  importAllowPrivateHosts: boolean;
}

function readPageId(env: Env): string | null {
  const pageId = optional(env, 'FACEBOOK_PAGE_ID');
  if (pageId !== null && !isValidPageId(pageId)) {
    // The value is not repeated: it may hold a line break, and the error must stay one line.
    throw new ConfigError(
      'FACEBOOK_PAGE_ID must be a page ID (digits) or a page username (letters, digits, underscores and dots, not only dots)',
    );
  }
  return pageId;
}

export function readImportSettings(env: Env): ImportSettings {
  return {
    facebook: {
      pageId: readPageId(env),
      accessToken: optional(env, 'FACEBOOK_ACCESS_TOKEN'),
      graphUrl: readUrl(
        env,
        'FACEBOOK_GRAPH_URL',
        ['http:', 'https:'],
        'https://graph.facebook.com/v23.0',
      ),
    },
    importAllowPrivateHosts: readBoolean(env, 'IMPORT_ALLOW_PRIVATE_HOSTS'),
  };
}
