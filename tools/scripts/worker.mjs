// npm run worker: build the worker if needed, then consume the BullMQ queues (needs REDIS_URL).
import { bin, productionEnv, runOrExit } from './run.mjs';

await runOrExit(bin('nx'), ['run', 'worker:build', '--output-style=static'], {
  env: productionEnv,
});
await runOrExit(process.execPath, ['--enable-source-maps', 'dist/apps/worker/src/main.js'], {
  env: productionEnv,
});
