import { AppError } from '../../common/app-error';
import { PasswordWorkQueue } from './password-work-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('PasswordWorkQueue', () => {
  it('runs at most maxRunning tasks at once and starts waiting ones in order', async () => {
    const queue = new PasswordWorkQueue(1, 5);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await new Promise((wake) => setImmediate(wake));
    expect(started).toEqual([0]);
    gates[0].resolve();
    await runs[0];
    await new Promise((wake) => setImmediate(wake));
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('refuses at once with 503 and Retry-After when the waiting line is full', async () => {
    const queue = new PasswordWorkQueue(1, 1);
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waiting = queue.run(() => Promise.resolve('waited'));
    await expect(queue.run(() => Promise.resolve('refused'))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { retryAfter: expect.any(Number) },
    });
    gate.resolve();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('frees the slot when a task fails', async () => {
    const queue = new PasswordWorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    await expect(
      queue.run(() => Promise.reject(new AppError('BAD_USER_INPUT', 'x'))),
    ).rejects.toBeInstanceOf(AppError);
  });
});
