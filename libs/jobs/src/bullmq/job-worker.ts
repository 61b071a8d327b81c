import type { WorkerOptions } from 'bullmq';

export type ImportWorkerSettings = Pick<
  WorkerOptions,
  'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount'
>;

export const IMPORT_WORKER_SETTINGS = {
  // Imports must not race each other over the same posts.
  concurrency: 1,
  // A live worker renews its lock every 30 s; a SIGKILLed one stops, and its lock lapses in 60 s.
  lockDuration: 60_000,
  // How often lapsed locks are looked for; such a job goes back to waiting and is run again.
  stalledInterval: 30_000,
  // A job may be recovered twice; a third stall means the job itself kills workers.
  maxStalledCount: 2,
} satisfies ImportWorkerSettings;
