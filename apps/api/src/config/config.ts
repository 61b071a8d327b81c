// Until every importer names @deal-site/server-config directly.
export {
  ConfigError,
  loadConfig,
  type AppConfig,
  type DatabaseConfig,
} from '@deal-site/server-config';
