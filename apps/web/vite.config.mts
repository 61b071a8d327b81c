import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { lowPriorityScripts } from './low-priority-scripts.mjs';
import { precompressAssets } from './precompress-assets.mjs';
import { standaloneScripts } from './standalone-scripts.mjs';
import { webAppManifest } from './web-app-manifest.mjs';

const lib = (name: string) =>
  fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

// React Router's package exports always point at its development build; its framework tooling
// resolves this production build (no dev warnings) for production bundles, and so do we.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const libAliases = [
  { find: '@deal-site/deal-text', replacement: lib('deal-text') },
  { find: '@deal-site/queue-contract', replacement: lib('queue-contract') },
  { find: '@deal-site/ssr-contract', replacement: lib('ssr-contract') },
  { find: '@deal-site/ui', replacement: lib('ui') },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The standalone scripts and root files are emitted before precompressAssets writes its copies.
  plugins: [
    react(),
    standaloneScripts(libAliases),
    webAppManifest(),
    lowPriorityScripts(),
    precompressAssets(),
  ],
  resolve: {
    // rxjs publishes ES2015 classes under this condition; the default is ES5 plus tslib helpers.
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      ...libAliases,
    ],
  },
  build: {
    outDir: '../../dist/apps/web/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // No preload helper in the entry: the server's HTML already preloads the rendered route's chunks
    // (apps/api/src/web/route-preloads.ts); a later navigation fetches a chunk's imports after it.
    modulePreload: false,
    // The entry chunk is React DOM, React Router and styled-components on purpose (Apollo Client is
    // a chunk of its own, loaded with the first query: app/apollo-client-access.ts).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The deal-text barrel re-exports pure functions; without this, admin-only helpers (the
      // paste parser) ride along in the public entry because the barrel is imported there.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]libs[\\/]deal-text[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything a page needs up front goes in one entry chunk: one request, and gzip compresses
        // the whole better than a few shared chunks that the HTML would preload anyway.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  ssr: {
    // Bundled so the server entry imports cleanly under plain Node ESM resolution.
    noExternal: ['styled-components', '@apollo/client', 'react-router'],
  },
}));
