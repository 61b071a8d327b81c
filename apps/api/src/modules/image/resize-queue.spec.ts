import { ResizeQueue } from './resize-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise((wake) => setImmediate(wake));

describe('ResizeQueue', () => {
  it('never runs more than maxRunning jobs at once, however many are queued', async () => {
    const queue = new ResizeQueue(3, 20);
    let running = 0;
    let mostAtOnce = 0;
    const jobs = Array.from({ length: 20 }, (_, index) =>
      queue.run(
        async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((wake) => setTimeout(wake, 1 + (index % 4)));
          running -= 1;
          return index;
        },
        { preferred: index % 2 === 0 },
      ),
    );
    expect(await Promise.all(jobs)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(mostAtOnce).toBe(3);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once with 503 and Retry-After when the wait line is full, doing nothing', async () => {
    const queue = new ResizeQueue(1, 1);
    const gate = deferred();
    const running = queue.run(() => gate.promise, { preferred: false });
    const waiting = queue.run(() => Promise.resolve('waited'), { preferred: false });
    const refusedJob = jest.fn(() => Promise.resolve('refused'));
    await expect(queue.run(refusedJob, { preferred: false })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { retryAfter: expect.any(Number) },
    });
    expect(refusedJob).not.toHaveBeenCalled();
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    gate.resolve();
    await running;
    expect(await waiting).toBe('waited');
  });

  it("starts the site's own sizes first, and other sizes cannot fill their line", async () => {
    const queue = new ResizeQueue(1, 2);
    const gate = deferred();
    const started: string[] = [];
    const job = (label: string) => () => {
      started.push(label);
      return Promise.resolve(label);
    };
    const running = queue.run(() => gate.promise, { preferred: false });
    const others = ['other 1', 'other 2'].map((label) =>
      queue.run(job(label), { preferred: false }),
    );
    await expect(queue.run(job('other 3'), { preferred: false })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const site = queue.run(job('site'), { preferred: true });
    gate.resolve();
    await Promise.all([running, site, ...others]);
    expect(started).toEqual(['site', 'other 1', 'other 2']);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new ResizeQueue(1, 0);
    await expect(
      queue.run(() => Promise.reject(new Error('corrupt input')), { preferred: true }),
    ).rejects.toThrow('corrupt input');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(() => Promise.resolve('next'), { preferred: false })).toBe('next');

    const gate = deferred();
    const failing = queue.run(
      async () => {
        await gate.promise;
        throw new Error('late failure');
      },
      { preferred: false },
    );
    await settle();
    await expect(queue.run(() => Promise.resolve('x'), { preferred: false })).rejects.toMatchObject(
      { code: 'SERVICE_UNAVAILABLE' },
    );
    gate.resolve();
    await expect(failing).rejects.toThrow('late failure');
    expect(await queue.run(() => Promise.resolve('after'), { preferred: false })).toBe('after');
  });
});
