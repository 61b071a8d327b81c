// npm start: build what is not built yet (Nx skips unchanged projects), then serve on one port.
import { bin, productionEnv, runOrExit } from './run.mjs';

await runOrExit(
  bin('nx'),
  ['run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=static'],
  { env: productionEnv },
);
await runOrExit(process.execPath, ['--enable-source-maps', 'dist/apps/api/src/main.js'], {
  env: productionEnv,
});
