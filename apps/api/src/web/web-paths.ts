import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root: the nearest folder above this file that holds nx.json (same in src and dist). */
export function workspaceRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No nx.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export function webPaths(root = workspaceRoot()) {
  return {
    source: join(root, 'apps/web'),
    clientDir: join(root, 'dist/apps/web/client'),
    clientManifest: join(root, 'dist/apps/web/client/.vite/manifest.json'),
    serverEntry: join(root, 'dist/apps/web/server/entry-server.mjs'),
  };
}
