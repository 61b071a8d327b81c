import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const MARIADBD = '/usr/sbin/mariadbd';
const START_LIMIT_MS = 30_000;

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A MariaDB server of the test's own, on a data directory in a temp folder and a free loopback
 * port, which the test may kill and start again; never the shared server on 3306.
 */
export class PrivateMariaDb {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    private readonly folder: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PrivateMariaDb> {
    const folder = mkdtempSync(join(tmpdir(), 'deals-private-mariadb-'));
    const installed = spawnSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(folder, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        // mariadbd refuses to run as root unless told to; CI runs as root.
        ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (installed.status !== 0) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`mariadb-install-db failed:\n${installed.stderr}${installed.stdout}`);
    }
    return new PrivateMariaDb(folder, await freeLoopbackPort());
  }

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts mariadbd on the data directory and waits (bounded) until it answers. */
  async start(): Promise<void> {
    this.child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${join(this.folder, 'data')}`,
        `--port=${this.port}`,
        `--socket=${join(this.folder, 'mariadbd.sock')}`,
        `--pid-file=${join(this.folder, 'mariadbd.pid')}`,
        '--bind-address=127.0.0.1',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child.stdout?.on('data', (chunk) => (this.output += chunk));
    this.child.stderr?.on('data', (chunk) => (this.output += chunk));
    const deadline = Date.now() + START_LIMIT_MS;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`mariadbd exited:\n${this.output}`);
      const connection = await createConnection({ uri: this.url, connectTimeout: 1000 }).catch(
        () => null,
      );
      if (connection) {
        await connection.end();
        return;
      }
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(`mariadbd did not answer within ${START_LIMIT_MS} ms:\n${this.output}`);
      }
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }

  /** Kills mariadbd at once (SIGKILL by its PID), as a crash would, and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(child.pid as number, 'SIGKILL');
    await Promise.race([exited, new Promise((wake) => setTimeout(wake, 10_000).unref())]);
  }

  /** A database on this server, in utf8mb4 like the app's. */
  async createDatabase(name: string): Promise<string> {
    const connection = await createConnection({ uri: this.url });
    await connection.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await connection.end();
    return `${this.url}/${name}`;
  }

  async destroy(): Promise<void> {
    await this.kill();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
