// npm start: build what is not built yet (Nx skips unchanged projects), then serve on one port.
import { bin, runOrExit, toolEnv } from './run.mjs';

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
  ['--enable-source-maps', 'dist/apps/api/src/main.js'],
  // Production whatever the shell says: NODE_ENV=development would mount the quick-login.
  { env: { ...toolEnv, NODE_ENV: 'production' } },
);
