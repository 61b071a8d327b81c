// The site as it stood before the performance work (issue 13), built beside the workspace, so a
// benchmark can time it in the same run as the current code instead of against a figure recorded
// on another day: this machine's speed changes by half from one day to the next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, productionEnv, workspaceRoot } from '../scripts/run.mjs';

/**
 * The last commit before the render cache: its server renders every page for every request. Its
 * dependencies are a subset of today's, so it builds and runs with the workspace's node_modules.
 */
export const CODE_BEFORE_COMMIT = process.env.BENCH_BEFORE_COMMIT ?? 'cc0e27c';

const git = (args, options = {}) =>
  spawnSync('git', args, { cwd: workspaceRoot, maxBuffer: 1 << 30, ...options });

/**
 * Builds the api and web apps of `commit` (once; later runs reuse the build) in a folder of the
 * system's temp directory. Answers `{ root, commit }`, or `{ reason }` when the commit is not in
 * this clone's history (a shallow clone) or its build fails.
 */
export function buildCodeBefore(commit = CODE_BEFORE_COMMIT) {
  const resolved = git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
    encoding: 'utf8',
  });
  if (resolved.status !== 0) return { reason: `commit ${commit} is not in this clone's history` };
  const sha = resolved.stdout.trim();
  const root = join(tmpdir(), `deal-site-before-${sha.slice(0, 12)}`);
  const builtMarker = join(root, '.bench-built');
  if (existsSync(builtMarker)) return { root, commit: sha.slice(0, 7) };

  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = git(['archive', '--format=tar', sha]);
  if (archive.status !== 0) return { reason: `git archive ${sha} failed` };
  const unpacked = spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
  if (unpacked.status !== 0) return { reason: `unpacking ${sha} failed` };
  symlinkSync(join(workspaceRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  const build = spawnSync(
    bin('nx'),
    ['run-many', '-t', 'build', '--projects=api,web', '--output-style=static'],
    { cwd: root, env: productionEnv, encoding: 'utf8' },
  );
  if (build.status !== 0)
    return { reason: `building ${sha} failed:\n${build.stdout.slice(-2000)}${build.stderr}` };
  writeFileSync(builtMarker, `${sha}\n`);
  return { root, commit: sha.slice(0, 7) };
}
