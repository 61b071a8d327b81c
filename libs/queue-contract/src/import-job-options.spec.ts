import { IMPORT_JOB_OPTIONS } from './import-job-options';

describe('IMPORT_JOB_OPTIONS', () => {
  it('retries with exponential backoff and has given up before the next hourly run', () => {
    const { attempts, backoff } = IMPORT_JOB_OPTIONS;
    const waits = Array.from({ length: attempts - 1 }, (_, retry) => backoff.delay * 2 ** retry);
    expect(attempts).toBeGreaterThan(1);
    expect(backoff.type).toBe('exponential');
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(60 * 60 * 1000);
  });

  it('keeps finished jobs bounded by both count and age', () => {
    for (const keep of [IMPORT_JOB_OPTIONS.removeOnComplete, IMPORT_JOB_OPTIONS.removeOnFail]) {
      expect(keep.count).toBeGreaterThan(0);
      expect(keep.age).toBeGreaterThan(0);
    }
  });
});
