import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(__dirname, '../../..');

/** Boots apps/api/src/main.ts from source, as `npm run dev` does, and collects how it ended. */
function boot(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deals-boot-'));
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(workspaceRoot, 'apps/api/src/main.ts')],
      {
        cwd: workspaceRoot,
        env: {
          ...process.env,
          SWC_NODE_PROJECT: join(workspaceRoot, 'tsconfig.base.json'),
          NODE_ENV: 'test',
          WEB_MODE: 'none',
          DATA_DIR: dataDir,
          PORT: '39871',
          ...env,
        },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      done({ code, stderr });
    });
  });
}

describe('booting the API with bad configuration', () => {
  it.each([
    [{ DATABASE_URL: 'mysql://root@127.0.0.1:1/deals' }, /^Database error \(DATABASE_URL\): /],
    [{ DATABASE_URL: 'mysql:/%%%' }, /^Configuration error: DATABASE_URL is not a valid URL/],
    [{ PORT: 'eighty' }, /^Configuration error: PORT must be a number/],
    [{ REDIS_URL: 'redis://127.0.0.1:1' }, /^Job scheduling error \(REDIS_URL\): /],
  ])(
    '%p stops the process with one clear line',
    async (env, line) => {
      const { code, stderr } = await boot(env);
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
    },
    40_000,
  );
});
