import { HostPacer, type Clock } from './host-pacer';

/** Time stands still unless a test moves it; sleeps are noted and end at once. */
class StillClock implements Clock {
  time = 0;
  readonly sleeps: number[] = [];
  now = () => this.time;
  sleep = (ms: number) => {
    this.sleeps.push(ms);
    return Promise.resolve();
  };
}

describe('HostPacer', () => {
  let clock: StillClock;
  let pacer: HostPacer;

  beforeEach(() => {
    clock = new StillClock();
    pacer = new HostPacer(5_000, clock);
  });

  it('lets the first request to a host go at once and spaces the next ones an interval apart', async () => {
    await Promise.all([pacer.take('shop.example'), pacer.take('shop.example')]);
    await pacer.take('shop.example');

    expect(clock.sleeps).toEqual([5_000, 10_000]);
  });

  it('paces each host on its own', async () => {
    await pacer.take('shop.example');
    await pacer.take('other.example');
    await pacer.take('shop.example');

    expect(clock.sleeps).toEqual([5_000]);
  });

  it('counts the interval from the last turn, not from the call', async () => {
    await pacer.take('shop.example');
    clock.time = 3_000;
    await pacer.take('shop.example');
    clock.time = 20_000;
    await pacer.take('shop.example');

    expect(clock.sleeps).toEqual([2_000]);
    expect(pacer.readyAt('shop.example')).toBe(25_000);
  });

  it('stops waiting when the signal aborts', async () => {
    const realPacer = new HostPacer(60_000);
    const stop = new AbortController();
    await realPacer.take('shop.example');

    const waiting = realPacer.take('shop.example', stop.signal);
    stop.abort();

    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
