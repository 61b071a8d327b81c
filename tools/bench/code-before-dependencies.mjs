// The node_modules an older commit builds and runs on, installed from the npm registry alone: no
// install script runs (they would fetch binaries from elsewhere), and the one native module that
// has no prebuilt npm package, better-sqlite3, takes the workspace's build.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../scripts/run.mjs';

const SQLITE_BINARY = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

const versionIn = (root, name) => {
  const manifest = join(root, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
};

const sameLock = (root) =>
  readFileSync(join(root, 'package-lock.json')).equals(
    readFileSync(join(workspaceRoot, 'package-lock.json')),
  );

/** Whether `root`'s better-sqlite3 opens a database under this Node. */
function sqliteLoads(root) {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `new (require(${JSON.stringify(join(root, 'node_modules/better-sqlite3'))}))(':memory:')`,
    ],
    { encoding: 'utf8' },
  );
  return probe.status === 0 ? {} : { reason: probe.stderr.trim().split('\n')[0] };
}

/**
 * better-sqlite3's native build for `root`: the workspace's binary when the versions match (the
 * same Node runs both); otherwise compiled by its own `build-release` script (node-gyp against this
 * Node's headers), not its install script, which first tries a prebuilt binary from GitHub.
 */
function provideSqliteBuild(root) {
  const version = versionIn(root, 'better-sqlite3');
  if (version === versionIn(workspaceRoot, 'better-sqlite3')) {
    mkdirSync(join(root, SQLITE_BINARY, '..'), { recursive: true });
    copyFileSync(join(workspaceRoot, SQLITE_BINARY), join(root, SQLITE_BINARY));
    return `better-sqlite3 ${version}'s native build copied from the workspace`;
  }
  const compiled = spawnSync('npm', ['run', 'build-release'], {
    cwd: join(root, 'node_modules/better-sqlite3'),
    encoding: 'utf8',
  });
  if (compiled.status !== 0) return undefined;
  return `better-sqlite3 ${version} compiled from source`;
}

/**
 * Gives `root` (an unpacked commit) its dependencies: a link to the workspace's node_modules when
 * its lock is the workspace's, else `npm ci` of its own lock, with scripts off. Answers `{ how }`,
 * or `{ reason }` when something failed.
 */
export function installDependencies(root) {
  if (sameLock(root)) {
    symlinkSync(join(workspaceRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    return { how: "the workspace's node_modules (same lock)" };
  }
  const install = spawnSync(
    'npm',
    ['ci', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: root, encoding: 'utf8' },
  );
  if (install.status !== 0)
    return { reason: `npm ci of the old lock failed:\n${install.stdout}${install.stderr}` };
  const sqliteBuild = provideSqliteBuild(root);
  if (!sqliteBuild) return { reason: 'better-sqlite3 could not be built for the old lock' };
  const loaded = sqliteLoads(root);
  if (loaded.reason) return { reason: `better-sqlite3 does not load: ${loaded.reason}` };
  return { how: `npm ci of its own lock; ${sqliteBuild}` };
}
