import 'reflect-metadata';
import { ConfigError, loadConfig } from '@deal-site/server-config';
import { openDatabase } from '../database/data-source';
import { UserService } from '../modules/user/user.service';
import { runCuratorCommand } from './curator-command';

/** Runs against the database the server itself is configured with (DATA_DIR or DATABASE_URL). */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const dataSource = await openDatabase(config.database);
  try {
    return await runCuratorCommand(process.argv.slice(2), new UserService(dataSource), {
      line: (text) => console.log(text),
      error: (text) => console.error(text),
    });
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`curator: ${(error as Error).message}`);
    process.exit(1);
  },
);
