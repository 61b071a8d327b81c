import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const lib = (name: string) =>
  fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@deal-site/deal-text': lib('deal-text'),
      '@deal-site/queue-contract': lib('queue-contract'),
      '@deal-site/ssr-contract': lib('ssr-contract'),
    },
  },
  build: {
    outDir: '../../dist/apps/web/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  ssr: {
    // Bundled so the server entry imports cleanly under plain Node ESM resolution.
    noExternal: ['styled-components', '@apollo/client', 'react-router'],
  },
});
