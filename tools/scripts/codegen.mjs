// Emits the API's GraphQL schema and regenerates the web app's typed documents.
// With --check it fails when either would change, so committed types cannot drift.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const generated = [join(root, 'apps/api/schema.graphql'), join(root, 'apps/web/src/gql')];

function snapshot() {
  const files = new Map();
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) readdirSync(path).forEach((name) => walk(join(path, name)));
    else files.set(path, readFileSync(path, 'utf8'));
  };
  generated.forEach(walk);
  return files;
}

const before = snapshot();
const env = { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.base.json') };
execFileSync(
  process.execPath,
  ['-r', '@swc-node/register', join(root, 'tools/scripts/emit-schema.ts')],
  { stdio: 'inherit', env, cwd: root },
);
execFileSync(
  join(root, 'node_modules/.bin/graphql-codegen'),
  ['--config', join(root, 'codegen.ts')],
  { stdio: 'inherit', env, cwd: root },
);
execFileSync(
  join(root, 'node_modules/.bin/prettier'),
  ['--log-level', 'warn', '--write', ...generated],
  { stdio: 'inherit', cwd: root },
);

if (process.argv.includes('--check')) {
  const after = snapshot();
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
  if (changed.length > 0) {
    console.error(
      `GraphQL schema or generated types were out of date: ${changed.join(', ')}\nRun npm run codegen and commit the result.`,
    );
    process.exit(1);
  }
  console.log('codegen: schema and generated types are up to date');
}
