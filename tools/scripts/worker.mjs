// npm run worker: build the worker if needed, then consume the BullMQ queues (needs REDIS_URL).
import { bin, runOrExit, toolEnv } from './run.mjs';

await runOrExit(bin('nx'), ['run', 'worker:build', '--output-style=static']);
await runOrExit(
  process.execPath,
  ['--enable-source-maps', 'dist/apps/worker/src/main.js'],
  // Production whatever the shell says, as `npm start`.
  { env: { ...toolEnv, NODE_ENV: 'production' } },
);
