import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Public operations are written in `.graphql` files and imported as the typed documents codegen
 * generates (`...Document` in apps/web/src/gql/graphql.ts), so the entry chunk carries no map of
 * document sources. A generated module goes whole into the first chunk that imports it, so the
 * documents only lazily loaded pages run (the deal page, the store pages) are generated apart, in
 * apps/web/src/gql/pages, with the card's fragment they share, and stay out of the entry. Documents
 * only curators use keep their own typed `graphql()` (apps/web/src/gql/curator), which only the
 * lazy admin and sign-in chunks load.
 */
const curatorDocuments = [
  'apps/web/src/features/deal-admin/**/*.{ts,tsx}',
  'apps/web/src/features/deal-import/**/*.{ts,tsx}',
  'apps/web/src/features/subscriptions-admin/**/*.{ts,tsx}',
  'apps/web/src/features/channels-admin/**/*.{ts,tsx}',
  'apps/web/src/features/stores-admin/**/*.{ts,tsx}',
  'apps/web/src/features/auth/graphql/auth.mutations.ts',
];

const lazyPageDocuments = [
  'apps/web/src/features/deal-page/**/*.graphql',
  'apps/web/src/features/stores/**/*.graphql',
];

const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTimeISO: 'string' } },
} as const;

const config: CodegenConfig = {
  schema: 'apps/api/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/gql/': {
      ...clientPreset,
      documents: [
        'apps/web/src/**/*.graphql',
        'apps/web/src/**/*.{ts,tsx}',
        '!apps/web/src/gql/**/*',
        ...[...lazyPageDocuments, ...curatorDocuments].map((pattern) => `!${pattern}`),
      ],
    },
    'apps/web/src/gql/pages/': {
      ...clientPreset,
      documents: [...lazyPageDocuments, 'apps/web/src/features/deals/graphql/deal-card.graphql'],
    },
    'apps/web/src/gql/curator/': { ...clientPreset, documents: curatorDocuments },
  },
  silent: true,
};

export default config;
