import 'reflect-metadata';
import { bootOrExit, loadConfig } from '@deal-site/server-config';
import { openDatabase } from '../database/data-source';
import { UserService } from '../modules/user/user.service';
import { runCuratorCommand } from './curator-command';

/** Runs against the database the server itself is configured with (DATA_DIR or DATABASE_URL). */
void bootOrExit({
  loadConfig,
  openDatabase,
  start: (_config, dataSource) =>
    runCuratorCommand(process.argv.slice(2), new UserService(dataSource), {
      line: (text) => console.log(text),
      error: (text) => console.error(text),
    }).finally(() => dataSource.destroy()),
  failurePrefix: 'curator',
}).then(({ started: code }) => process.exit(code));
