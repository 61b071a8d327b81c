import { ConfigError } from '../config-error';
import { bootOrExit, type BootSteps } from './boot-or-exit';

class Exit extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`exit ${code}`);
  }
}

type Config = { database: { dialect: 'sqlite'; file: string } };

const steps = (overrides: Partial<BootSteps<Config, string, string>> = {}) => ({
  loadConfig: () => ({ database: { dialect: 'sqlite' as const, file: '/data/deals.sqlite' } }),
  openDatabase: async () => 'database',
  start: async () => 'started',
  ...overrides,
});

describe('bootOrExit', () => {
  let lines: string[];

  beforeEach(() => {
    lines = [];
    jest.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Exit(code);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  const failure = async (boot: Promise<unknown>) => {
    const exit = await boot.then(
      () => null,
      (error: unknown) => error,
    );
    return { code: (exit as Exit).code, lines };
  };

  it('answers the configuration, the open database and what start gave', async () => {
    await expect(bootOrExit(steps())).resolves.toEqual({
      config: { database: { dialect: 'sqlite', file: '/data/deals.sqlite' } },
      database: 'database',
      started: 'started',
    });
    expect(lines).toEqual([]);
  });

  it('exits 1 with one line naming the step that failed', async () => {
    const badConfig = () => {
      throw new ConfigError('PORT must be a number');
    };
    expect(await failure(bootOrExit(steps({ loadConfig: badConfig })))).toEqual({
      code: 1,
      lines: ['Configuration error: PORT must be a number'],
    });
    lines.length = 0;
    const refused = () => Promise.reject(new Error('SQLITE_CANTOPEN'));
    expect(await failure(bootOrExit(steps({ openDatabase: refused })))).toEqual({
      code: 1,
      lines: ['Database error (/data/deals.sqlite): SQLITE_CANTOPEN'],
    });
  });

  it('words a start failure as the process names it, or after its prefix', async () => {
    const start = () => Promise.reject(new RangeError('no Redis'));
    const failureLine = (error: unknown) =>
      error instanceof RangeError ? `Redis error: ${error.message}` : undefined;
    expect(await failure(bootOrExit(steps({ start, failureLine })))).toMatchObject({
      lines: ['Redis error: no Redis'],
    });
    lines.length = 0;
    expect(await failure(bootOrExit(steps({ start, failurePrefix: 'curator' })))).toEqual({
      code: 1,
      lines: ['curator: no Redis'],
    });
  });
});
