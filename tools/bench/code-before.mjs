// The site as it stood before the Fastify move (issue 35), built beside the workspace, so a
// benchmark can time it in the same run as the current code instead of against a figure recorded
// on another day: this machine's speed changes by half from one day to the next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionEnv, workspaceRoot } from '../scripts/run.mjs';
import { installDependencies } from './code-before-dependencies.mjs';

/**
 * The last commit on Express, before "Dependencies for the Fastify move". It has a render cache of
 * its own, so a first render there also needs its content version bumped.
 */
export const CODE_BEFORE_COMMIT = process.env.BENCH_BEFORE_COMMIT ?? 'bd77db8';

const git = (args, options = {}) =>
  spawnSync('git', args, { cwd: workspaceRoot, maxBuffer: 1 << 30, ...options });

/**
 * Builds the api and web apps of `commit` (once; later runs reuse the build) in a folder of the
 * system's temp directory, on its own dependencies. Answers `{ root, commit, dependencies }`, or
 * `{ reason }` when the commit is not in this clone's history (a shallow clone), its dependencies
 * cannot be installed or its build fails.
 */
export function buildCodeBefore(commit = CODE_BEFORE_COMMIT) {
  const resolved = git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
    encoding: 'utf8',
  });
  if (resolved.status !== 0) return { reason: `commit ${commit} is not in this clone's history` };
  const sha = resolved.stdout.trim();
  const short = sha.slice(0, 7);
  const root = join(tmpdir(), `deal-site-before-${sha.slice(0, 12)}`);
  const builtMarker = join(root, '.bench-built');
  if (existsSync(builtMarker)) {
    const how = readFileSync(builtMarker, 'utf8').split('\n')[1];
    return { root, commit: short, dependencies: `${how} (built in an earlier run)` };
  }

  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = git(['archive', '--format=tar', sha]);
  if (archive.status !== 0) return { reason: `git archive ${sha} failed` };
  const unpacked = spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
  if (unpacked.status !== 0) return { reason: `unpacking ${sha} failed` };

  console.log(`bench: installing the dependencies of ${short} in ${root}`);
  const installed = installDependencies(root);
  if (installed.reason) return { reason: installed.reason };
  console.log(`bench: building ${short} (${installed.how})`);
  const build = spawnSync(
    join(root, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '--projects=api,web', '--output-style=static'],
    { cwd: root, env: productionEnv, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (build.status !== 0)
    return { reason: `building ${sha} failed:\n${build.stdout.slice(-2000)}${build.stderr}` };
  writeFileSync(builtMarker, `${sha}\n${installed.how}\n`);
  return { root, commit: short, dependencies: installed.how };
}
