import { forEachWithConcurrency } from './map-with-concurrency';

describe('forEachWithConcurrency', () => {
  it('handles every item with never more than the limit at once', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    await forEachWithConcurrency([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, async (item) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      done.push(item);
    });
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(mostAtOnce).toBe(4);
  });
});
