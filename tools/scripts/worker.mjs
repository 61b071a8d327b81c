// npm run worker: build the worker if needed, then consume the BullMQ queues (needs REDIS_URL).
import { join } from 'node:path';
import { bin, runOrExit, toolEnv, workspaceRoot } from './run.mjs';

await runOrExit(bin('nx'), ['run', 'worker:build', '--output-style=static']);
await runOrExit(
  process.execPath,
  ['--enable-source-maps', join(workspaceRoot, 'dist/apps/worker/apps/worker/src/main.js')],
  {
    env: { NODE_ENV: 'production', ...toolEnv },
  },
);
