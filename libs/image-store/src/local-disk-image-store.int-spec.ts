import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isUploadName } from './image-names';
import { LocalDiskImageStore } from './local-disk-image-store';

const NAME = `${'ab'.repeat(16)}.jpg`;
const STORE_MODULE = resolve(__dirname, 'local-disk-image-store.ts');

/** Runs store.put in a child process, optionally stalled at the rename so it can be killed there. */
function childPut(dir: string, bytes: number, stallBeforeRename: boolean) {
  const script = `
    const fs = require('node:fs/promises');
    if (${stallBeforeRename}) {
      fs.rename = () => { process.stdout.write('written\\n'); return new Promise(() => {}); };
    }
    const { LocalDiskImageStore } = require(${JSON.stringify(STORE_MODULE)});
    const store = new LocalDiskImageStore(${JSON.stringify(dir)}, () => true);
    store.put(${JSON.stringify(NAME)}, Buffer.alloc(${bytes}, 1));
  `;
  return spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('LocalDiskImageStore', () => {
  let dir: string;
  let store: LocalDiskImageStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-store-'));
    store = new LocalDiskImageStore(dir, isUploadName);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, reads, stats, lists and deletes by name', async () => {
    await store.put(NAME, Buffer.from('bytes'));
    expect(await store.list()).toEqual([NAME]);
    expect((await store.read(NAME))?.toString()).toBe('bytes');
    expect((await store.stat(NAME))?.size).toBe(5);
    expect(await store.delete(NAME)).toBe(true);
    expect(await store.delete(NAME)).toBe(false);
    expect(await store.read(NAME)).toBeNull();
    expect(await store.stat(NAME)).toBeNull();
  });

  it('lists only the names that start with a prefix when given one', async () => {
    const other = `${'ef'.repeat(16)}.png`;
    await store.put(NAME, Buffer.from('bytes'));
    await store.put(other, Buffer.from('bytes'));
    expect(await store.list('abab')).toEqual([NAME]);
    expect(await store.list('efef')).toEqual([other]);
    expect(await store.list('0')).toEqual([]);
    expect((await store.list()).sort()).toEqual([NAME, other]);
  });

  it('turns no other name into a path', async () => {
    writeFileSync(join(dir, 'secret'), 'secret');
    for (const name of ['../secret', 'secret', '/etc/passwd', `..\\${NAME}`, `${NAME}/..`]) {
      expect(await store.read(name)).toBeNull();
      expect(await store.stat(name)).toBeNull();
      expect(await store.delete(name)).toBe(false);
      await expect(store.put(name, Buffer.from('x'))).rejects.toThrow('refused');
    }
    expect(await store.list()).toEqual([]);
  });

  it('leaves nothing under the real name when the process dies between write and rename', async () => {
    const child = childPut(dir, 1024, true);
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    expect(chunk.toString()).toContain('written');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const left = readdirSync(dir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^\.tmp-/);
    expect(await store.list()).toEqual([]);
    expect(await store.read(NAME)).toBeNull();

    expect(await store.removeAbandonedTempFiles(Date.now() + 2 * 60 * 60 * 1000)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('never shows a half-written file under the real name when killed mid-write', async () => {
    const bytes = 256 * 1024 * 1024;
    const watcher = watch(dir);
    const child = childPut(dir, bytes, false);
    await once(watcher, 'change');
    child.kill('SIGKILL');
    await once(child, 'exit');
    watcher.close();

    const real = join(dir, NAME);
    const complete = readdirSync(dir).includes(NAME) ? statSync(real).size === bytes : true;
    expect(complete).toBe(true);
    expect(readdirSync(dir).filter((name) => name !== NAME && !name.startsWith('.tmp-'))).toEqual(
      [],
    );
  });

  it('keeps a temp file young enough to belong to a live write', async () => {
    writeFileSync(join(dir, '.tmp-live'), 'partial');
    expect(await store.removeAbandonedTempFiles()).toBe(0);
    expect(readdirSync(dir)).toEqual(['.tmp-live']);
  });
});
