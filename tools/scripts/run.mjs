// Small helpers the project scripts share: run a command and stop on failure.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const toolEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
};

/**
 * `npm start`, `npm run worker` and `npm run curator` build and run in production whatever NODE_ENV
 * the shell has: development would build React's development bundle and mount the quick-login.
 */
export const productionEnv = { ...toolEnv, NODE_ENV: 'production' };

export function bin(name) {
  return join(workspaceRoot, 'node_modules/.bin', name);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: workspaceRoot,
      env: toolEnv,
      ...options,
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}
