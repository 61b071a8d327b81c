import { graphql } from '../../../gql/curator';
import type { DigestRunTable_RunFragment } from '../../../gql/curator/graphql';
import { AdminTable } from '../../layout/components/AdminTable';
import { frequencyLabel, triggerLabel } from '../digest-texts';

export const DigestRunTableFragment = graphql(`
  fragment DigestRunTable_run on DigestRun {
    id
    frequency
    trigger
    startedAt
    finishedAt
    sent
    skipped
    failed
  }
`);

type DigestRun = DigestRunTable_RunFragment;

export interface DigestRunTableProps {
  runs: DigestRun[];
  formatDate: (iso: string) => string;
}

/** The last digest runs: when, which digest, what started it, and what it sent. */
export function DigestRunTable({ runs, formatDate }: DigestRunTableProps) {
  return (
    <AdminTable
      caption="Last digest runs"
      empty="No digests have been sent yet."
      rows={runs}
      rowKey={(run) => run.id}
      columns={[
        {
          header: 'When',
          cell: (run) => `${formatDate(run.startedAt)}${run.finishedAt ? '' : ' (not finished)'}`,
        },
        { header: 'Digest', cell: (run) => frequencyLabel(run.frequency) },
        { header: 'Started by', cell: (run) => triggerLabel(run.trigger) },
        { header: 'Sent', figure: true, cell: (run) => run.sent },
        { header: 'Skipped', figure: true, cell: (run) => run.skipped },
        { header: 'Failed', figure: true, cell: (run) => run.failed },
      ]}
    />
  );
}
