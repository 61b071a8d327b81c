// npm run curator -- grant|revoke|list [username]: builds the API if needed, then changes rights
// in the database the server is configured with (same environment as npm start).
import { join } from 'node:path';
import { bin, productionEnv, runOrExit, workspaceRoot } from './run.mjs';

await runOrExit(bin('nx'), ['run', 'api:build', '--output-style=static'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: productionEnv,
});
await runOrExit(
  process.execPath,
  [
    '--enable-source-maps',
    join(workspaceRoot, 'dist/apps/api/src/cli/curator.js'),
    ...process.argv.slice(2),
  ],
  { env: { ...productionEnv, LOG_LEVEL: 'warn' } },
);
