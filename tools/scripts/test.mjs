// npm test: every check CI runs, in order, stopping at the first failure.
// Ends with one "N passed, N failed" line summed over all jest projects.
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bin, productionEnv, run, toolEnv, workspaceRoot } from './run.mjs';
import { ensurePushTls } from './test-push-tls.mjs';

const resultsDir = join(workspaceRoot, 'tmp/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };

/**
 * Jest runs tests as CommonJS in vm contexts, where a dependency's dynamic import() (@fastify/cookie
 * loads the ESM `cookie` so) needs Node's vm modules; jest's workers inherit these flags.
 */
// One jest process runs every integration file in turn, and what each file loads is not all given
// back: past 4 GB (V8's default limit here) the run died of heap exhaustion near its end.
const JEST_NODE_FLAGS = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  '--max-old-space-size=12288',
];

async function step(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, options);
  if (code !== 0) finish(`${name} failed (exit ${code})`);
}

async function jestStep(project, extraArgs = [], env = toolEnv) {
  const outputFile = join(resultsDir, `${project}.json`);
  console.log(`\n=== ${project} tests ===`);
  // --forceExit: a stray keep-alive socket must never hang CI; jest still prints its open-handle warning.
  const code = await run(
    process.execPath,
    [
      ...JEST_NODE_FLAGS,
      join(workspaceRoot, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      project,
      '--forceExit',
      '--json',
      `--outputFile=${outputFile}`,
      ...extraArgs,
    ],
    { env },
  );
  try {
    const result = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
    if (result.numTotalTests === 0) finish(`${project} tests: no test ran`);
  } catch {
    totals.failed += 1;
  }
  if (code !== 0) finish(`${project} tests failed`);
}

function finish(failure) {
  if (failure) {
    console.error(`\nnpm test: ${failure}`);
    if (totals.failed === 0) totals.failed = 1;
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failure ? 1 : 0);
}

console.log(`npm test on Node ${process.version}`);
await step('project graph', bin('nx'), ['show', 'projects']);
await step('lint', bin('eslint'), ['--max-warnings=0', '.']);
await step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
await step('typecheck', bin('nx'), ['run-many', '-t', 'typecheck', '--output-style=static']);
await step('codegen check', process.execPath, [
  join(workspaceRoot, 'tools/scripts/codegen.mjs'),
  '--check',
]);
// The fake push service's certificate, trusted by the test runs from their start.
console.log('\n=== push test certificate ===');
const testEnv = { ...toolEnv, ...ensurePushTls() };
await jestStep('unit', [], testEnv);
// The browser tests run the same production build as npm start.
await step('build', bin('nx'), ['run-many', '-t', 'build', '--output-style=static'], {
  env: productionEnv,
});
await jestStep('integration', ['--runInBand'], testEnv);
await jestStep('e2e', ['--runInBand'], testEnv);
finish();
