export { startJobScheduling } from './start-job-scheduling';
export type { JobScheduling, StartJobSchedulingOptions } from './job-scheduling';
