import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalS3Server, type LocalS3Server } from '@deal-site/image-store/testing';

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

describe('booting the API with IMAGE_STORE=s3 and a bucket it cannot use', () => {
  let s3: LocalS3Server;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
  });
  afterAll(() => s3?.close());

  it.each([
    [
      { S3_BUCKET: 'no-such-bucket' },
      /: bucket "no-such-bucket" cannot be used: it does not exist$/,
    ],
    [
      { AWS_ACCESS_KEY_ID: 'UNKNOWNKEY', AWS_SECRET_ACCESS_KEY: 'not-the-secret-1234' },
      /: bucket "deal-images" cannot be used: the credentials are refused$/,
    ],
  ])(
    '%p stops the process with one line that repeats no secret',
    async (env, line) => {
      const { code, stderr } = await boot({ ...s3.env, ...env });
      expect(code).toBe(1);
      // The AWS SDK may add its own Node version notice; the app's own words are one line.
      const failures = stderr.split('\n').filter((text) => text.startsWith('Startup failed: '));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(line);
      expect(stderr).not.toContain('not-the-secret-1234');
    },
    40_000,
  );
});
