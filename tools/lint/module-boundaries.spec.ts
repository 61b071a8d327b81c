import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../..');
const RULE = '@nx/enforce-module-boundaries';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

// ESLint runs as its own process: its ESM config cannot load inside jest's module sandbox.
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const lint = spawnSync(
    join(workspaceRoot, 'node_modules/.bin/eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', join(workspaceRoot, file)],
    { cwd: workspaceRoot, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(lint.stdout) as { messages: LintMessage[] }[];
  // A probe ESLint could not parse would pass the "allowed" cases without being checked.
  const unparsed = result.messages.filter((message) => message.ruleId === null);
  if (unparsed.length > 0) throw new Error(unparsed.map((message) => message.message).join('\n'));
  return result.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('the module-boundary matrix', () => {
  beforeAll(() => {
    // The rule reads Nx's cached project graph; without it the rule silently does nothing.
    execFileSync(join(workspaceRoot, 'node_modules/.bin/nx'), ['show', 'projects'], {
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
  }, 60_000);

  it.each([
    [
      'apps/web/src/probe.ts',
      "import { SSR_GLOBALS } from '@deal-site/ssr-contract';\nexport const x = SSR_GLOBALS;",
    ],
    [
      'apps/api/src/probe.ts',
      "import { displayTitle } from '@deal-site/deal-text';\nexport const x = displayTitle;",
    ],
    [
      'apps/worker/src/probe.ts',
      "import { handleScheduledImport } from '@deal-site/jobs';\nexport const x = handleScheduledImport;",
    ],
  ])('lets %s import what its scope allows', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });

  it.each([
    [
      'apps/web/src/probe.ts',
      "import { startJobScheduling } from '@deal-site/jobs';\nexport const x = startJobScheduling;",
      /scope:web/,
    ],
    [
      'apps/web/src/probe.ts',
      "import { createApp } from '../../api/src/app';\nexport const x = createApp;",
      /relative or absolute path/,
    ],
    [
      'libs/deal-text/src/probe.ts',
      // Not @deal-site/jobs: it depends on deal-text (through deal-import), so Nx reports the cycle first.
      "import { x as y } from '@deal-site/server-config';\nexport const x = y;",
      /scope:shared/,
    ],
    [
      'apps/worker/src/probe.ts',
      "import { createApp } from '../../api/src/app';\nexport const x = createApp;",
      /relative or absolute path/,
    ],
  ])('stops %s from crossing the matrix', async (file, source, reason) => {
    const errors = await boundaryErrors(file, source);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(reason);
  });
});
