import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Documents only curators use. They get their own typed `graphql()` (apps/web/src/gql/curator),
 * so the public pages' entry chunk, which holds the map of every document its `graphql()` knows,
 * never carries the admin and sign-in operations.
 */
const curatorDocuments = [
  'apps/web/src/features/deal-admin/**/*.{ts,tsx}',
  'apps/web/src/features/auth/graphql/auth.mutations.ts',
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
        'apps/web/src/**/*.{ts,tsx}',
        '!apps/web/src/gql/**/*',
        ...curatorDocuments.map((pattern) => `!${pattern}`),
      ],
    },
    'apps/web/src/gql/curator/': { ...clientPreset, documents: curatorDocuments },
  },
  silent: true,
};

export default config;
