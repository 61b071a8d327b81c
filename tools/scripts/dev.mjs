// npm run dev: the API restarts on server changes (node --watch); Vite hot-reloads the web app in-process.
import { join } from 'node:path';
import { runOrExit, toolEnv, workspaceRoot } from './run.mjs';

await runOrExit(
  process.execPath,
  [
    // Only server sources: a bare --watch follows every imported file, including the temporary
    // config file Vite writes, imports and deletes, which restarted the server every few seconds.
    `--watch-path=${join(workspaceRoot, 'apps/api/src')}`,
    `--watch-path=${join(workspaceRoot, 'libs')}`,
    '--watch-preserve-output',
    '-r',
    '@swc-node/register',
    join(workspaceRoot, 'apps/api/src/main.ts'),
  ],
  {
    env: {
      NODE_ENV: 'development',
      WEB_MODE: 'dev',
      SWC_NODE_PROJECT: join(workspaceRoot, 'tsconfig.base.json'),
      ...toolEnv,
    },
  },
);
