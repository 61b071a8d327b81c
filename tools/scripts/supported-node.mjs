// `node tools/scripts/supported-node.mjs <script> [args]`: how package.json runs every project
// script. On a supported Node it runs the script in this process. On an older one it fetches the
// official build of the project's LTS from the npm registry (the package node-<platform>-<arch>,
// bin/node and the C headers) into .runtime/ once, rebuilds native modules for it once per
// `npm ci`, says so in one line and runs the script on it. Without a script (.ci/run) it only
// fetches when needed and prints the folder to put first on PATH and in npm_config_nodedir.
// Plain ESM with no dependency: it runs before, and on a Node older than, anything it installs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The LTS line the project ships on (Dockerfile, CI): see docs/performance.md, Runtime. */
const RUNTIME_NODE_MAJOR = 26;
/** package.json's engines, as the check below reads them. */
const SUPPORTED_NODE = '^22.13.0 || >=24.11.0';

function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  return (major === 22 && minor >= 13) || (major === 24 && minor >= 11) || major > 24;
}

const platformName = process.platform === 'win32' ? 'win' : process.platform;
const runtimePackage = `node-${platformName}-${process.arch}`;
const runtimeDir = join(workspaceRoot, '.runtime', `node-${RUNTIME_NODE_MAJOR}`);
/** Where the package puts bin/node and include/node, what node-gyp's nodedir wants. */
const runtimeNodeDir = join(runtimeDir, 'node_modules', runtimePackage);
const runtimeNode = join(runtimeNodeDir, 'bin', 'node');

function npmCommand() {
  // Under `npm run`, npm names its own CLI; it runs on whichever node starts it.
  const npmCli = process.env.npm_execpath;
  return npmCli ? [process.execPath, npmCli] : ['npm'];
}

/** Runs npm with its output on stderr: stdout is the script's own (the folder .ci/run reads). */
function npm(args, env = process.env) {
  const [command, ...prefix] = npmCommand();
  return spawnSync(command, [...prefix, ...args], {
    cwd: workspaceRoot,
    env,
    stdio: ['ignore', 2, 2],
  });
}

/** Installs the runtime package into .runtime/ (beside, then moved in whole, so a stop leaves no half). */
function fetchRuntime() {
  const staging = `${runtimeDir}.partial-${process.pid}`;
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), '{"private":true}\n');
  const install = npm([
    'install',
    '--prefix',
    staging,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `${runtimePackage}@${RUNTIME_NODE_MAJOR}`,
  ]);
  if (install.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
  rmSync(runtimeDir, { recursive: true, force: true });
  renameSync(staging, runtimeDir);
  return existsSync(runtimeNode);
}

/** The environment that runs on the fetched Node: its bin first on PATH, native builds against its headers. */
function runtimeEnv(env = process.env) {
  return {
    ...env,
    PATH: `${join(runtimeNodeDir, 'bin')}:${env.PATH ?? ''}`,
    npm_config_nodedir: runtimeNodeDir,
  };
}

/**
 * `npm ci` on an older Node built native modules for it; they are rebuilt for the fetched Node
 * once. The mark lives in node_modules, which the next `npm ci` replaces, so it asks again then.
 */
function rebuildNativeModules(version) {
  const mark = join(workspaceRoot, 'node_modules', `.native-modules-node-${version}`);
  if (!existsSync(join(workspaceRoot, 'node_modules')) || existsSync(mark)) return true;
  const rebuild = npm(['rebuild', '--no-audit', '--no-fund', '--loglevel=error'], runtimeEnv());
  if (rebuild.status !== 0) return false;
  writeFileSync(mark, '');
  return true;
}

/** How the user started it: `npm test`, `npm run bench:api`. */
function scriptName() {
  const event = process.env.npm_lifecycle_event;
  if (!event) return 'supported-node';
  return ['start', 'test'].includes(event) ? `npm ${event}` : `npm run ${event}`;
}

function stop(message) {
  console.error(`${scriptName()}: ${message}`);
  process.exit(1);
}

function ensureRuntime() {
  if (existsSync(runtimeNode) || fetchRuntime()) return;
  const getIt = `npm install --prefix .runtime/node-${RUNTIME_NODE_MAJOR} ${runtimePackage}@${RUNTIME_NODE_MAJOR}`;
  stop(
    `Node v${process.versions.node} found, ${SUPPORTED_NODE} needed, and fetching it failed: ${getIt}`,
  );
}

/** Runs `script` on the fetched runtime, forwarding stop signals; exits with its code. */
async function runOnRuntime(script, args) {
  ensureRuntime();
  const version = spawnSync(runtimeNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!rebuildNativeModules(version)) stop(`rebuilding native modules for Node ${version} failed`);
  console.log(
    `${scriptName()}: runs on Node ${version} from ${relative(workspaceRoot, runtimeDir)} ` +
      `(this machine has v${process.versions.node}; the project needs ${SUPPORTED_NODE})`,
  );
  const child = spawn(runtimeNode, [script, ...args], { stdio: 'inherit', env: runtimeEnv() });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  const code = await new Promise((done) =>
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  if (!isSupported(process.versions.node)) {
    ensureRuntime();
    console.log(runtimeNodeDir);
  }
} else if (isSupported(process.versions.node)) {
  const scriptPath = resolve(workspaceRoot, script);
  // The script reads its own arguments where it would have found them run directly.
  process.argv.splice(1, 2, scriptPath);
  await import(pathToFileURL(scriptPath).href);
} else {
  await runOnRuntime(resolve(workspaceRoot, script), args);
}
