import { optional, readBoolean, readUrl, type Env } from './env-values';

/** What the deal import reads, in the API and in the worker alike. */
export interface ImportSettings {
  facebook: { pageId: string | null; accessToken: string | null; graphUrl: string };
  /** Lets the importer fetch images from private addresses: tests only. */
  importAllowPrivateHosts: boolean;
}

export function readImportSettings(env: Env): ImportSettings {
  return {
    facebook: {
      pageId: optional(env, 'FACEBOOK_PAGE_ID'),
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
