export { startJobScheduling } from './start-job-scheduling';
export {
  ImportJobFailedError,
  JobSchedulingError,
  type JobScheduling,
  type StartJobSchedulingOptions,
} from './job-scheduling';
