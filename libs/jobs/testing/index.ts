// Test helpers for the jobs library and the apps that run its jobs; never imported by app code.
export { createRecordingLogger } from './recording-logger';
export { stubImporter } from './stub-importer';
export { TEST_REDIS_URL, randomQueuePrefix } from './test-redis';
export { sleep, waitFor } from './wait-for';
export { startPrivateRedis, type PrivateRedis } from './private-redis';
