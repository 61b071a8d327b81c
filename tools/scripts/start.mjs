// npm start: build what is not built yet (Nx skips unchanged projects), then serve on one port.
import { join } from 'node:path';
import { bin, runOrExit, toolEnv, workspaceRoot } from './run.mjs';

await runOrExit(bin('nx'), [
  'run-many',
  '-t',
  'build',
  '-p',
  'api',
  'web',
  '--output-style=static',
]);
await runOrExit(
  process.execPath,
  ['--enable-source-maps', join(workspaceRoot, 'dist/apps/api/apps/api/src/main.js')],
  {
    env: { NODE_ENV: 'production', ...toolEnv },
  },
);
