import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskImageStore } from '@deal-site/image-store';
import { VariantDiskBudget } from './variant-disk-budget';

const name = (index: number) => `${'ab'.repeat(16)}.jpg.w400.q75.b${index}.webp`;

describe('VariantDiskBudget', () => {
  let dir: string;
  let store: LocalDiskImageStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'variant-budget-'));
    store = new LocalDiskImageStore(dir, (file) => file.includes('.w400.'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes a variant of `bytes` that looks `ageSeconds` old, and tells the budget. */
  async function write(budget: VariantDiskBudget, index: number, bytes: number, ageSeconds = 0) {
    await store.put(name(index), Buffer.alloc(bytes));
    const at = Date.now() / 1000 - ageSeconds;
    utimesSync(join(dir, name(index)), at, at);
    await budget.added(bytes);
  }

  it('keeps everything while the total is within the budget', async () => {
    const budget = new VariantDiskBudget(store, 1000);
    for (let index = 0; index < 10; index += 1) await write(budget, index, 100, 100 - index);
    expect(await store.list()).toHaveLength(10);
  });

  it('deletes the oldest files first once past the budget, down to 90 % of it', async () => {
    const budget = new VariantDiskBudget(store, 1000);
    for (let index = 0; index < 10; index += 1) await write(budget, index, 100, 100 - index);
    await write(budget, 10, 100);
    const left = (await store.list()).sort();
    expect(left).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map(name).sort());
  });

  it('counts what earlier processes left on disk before its first write', async () => {
    for (let index = 0; index < 9; index += 1) {
      await store.put(name(index), Buffer.alloc(100));
      const at = Date.now() / 1000 - 100 + index;
      utimesSync(join(dir, name(index)), at, at);
    }
    const budget = new VariantDiskBudget(store, 1000);
    await write(budget, 9, 300);
    const left = await store.list();
    expect(left).not.toContain(name(0));
    expect(left).not.toContain(name(2));
    expect(left).toContain(name(3));
    expect(left).toContain(name(9));
  });
});
