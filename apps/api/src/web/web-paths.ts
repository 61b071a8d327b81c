import { join, resolve } from 'node:path';

/** The built web app under WEB_DIST_DIR: Vite's client output and its server entry. */
export function builtWebPaths(webDistDir: string) {
  return {
    clientDir: join(webDistDir, 'client'),
    clientManifest: join(webDistDir, 'client/.vite/manifest.json'),
    serverEntry: join(webDistDir, 'server/entry-server.mjs'),
  };
}

/** The web app's sources, which `npm run dev` serves from the workspace root. */
export function webSourceDir(): string {
  return resolve('apps/web');
}
