import type { ImportTrigger, ScheduledImportResult } from '@deal-site/queue-contract';
import type { DealImportRunner } from '../src/job-deps';

const NOTHING_NEW: ScheduledImportResult = {
  imported: 0,
  notImported: 0,
  message: 'no new deals found',
};

/** An importer standing in where a test exercises scheduling, not importing; it keeps its calls. */
export function stubImporter(
  run: (trigger: ImportTrigger) => Promise<ScheduledImportResult> = async () => NOTHING_NEW,
): DealImportRunner & { triggers: ImportTrigger[] } {
  const triggers: ImportTrigger[] = [];
  return {
    triggers,
    run: (trigger) => {
      triggers.push(trigger);
      return run(trigger);
    },
  };
}
