import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface PrivateRedis {
  url: string;
  /** Stops the server (its data is gone: it keeps nothing on disk). */
  stop(): Promise<void>;
  /** Starts an empty server on the same port. */
  restart(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  while (!output.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
  return child;
}

/** A redis-server of the test's own on a free loopback port, for tests that stop Redis. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = await startServer(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
      child = null;
    },
    restart: async () => {
      child = await startServer(port);
    },
  };
}
