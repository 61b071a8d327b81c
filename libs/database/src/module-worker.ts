import { existsSync } from 'node:fs';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on one of the workspace's modules, given by its path without extension
 * (usually `join(__dirname, 'name')`). A build runs the compiled `name.js` beside its parent;
 * jest runs the `.ts` sources, so there the thread loads `name.ts` through @swc-node/register, a
 * devDependency only ever resolved on that path. Such a module imports packages and relative
 * files only: @swc-node/register knows no `@deal-site/*` aliases.
 */
export function startModuleWorker(modulePath: string, options: WorkerOptions = {}): Worker {
  const compiled = `${modulePath}.js`;
  if (existsSync(compiled)) return new Worker(compiled, options);
  return new Worker(`${modulePath}.ts`, {
    ...options,
    execArgv: [...(options.execArgv ?? []), '--require', require.resolve('@swc-node/register')],
  });
}
