import styled from 'styled-components';
import { graphql } from '../../../gql/curator';
import type { DigestRunTable_RunFragment } from '../../../gql/curator/graphql';
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

const StyledTableScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }

  td.figure,
  th.figure {
    text-align: right;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DigestRunTableProps {
  runs: DigestRunTable_RunFragment[];
  formatDate: (iso: string) => string;
}

/** The last digest runs: when, which digest, what started it, and what it sent. */
export function DigestRunTable({ runs, formatDate }: DigestRunTableProps) {
  if (runs.length === 0) return <StyledNote>No digests have been sent yet.</StyledNote>;
  return (
    <StyledTableScroll>
      <StyledTable>
        <caption>Last digest runs</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Digest</th>
            <th scope="col">Started by</th>
            <th scope="col" className="figure">
              Sent
            </th>
            <th scope="col" className="figure">
              Skipped
            </th>
            <th scope="col" className="figure">
              Failed
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td>
                {formatDate(run.startedAt)}
                {run.finishedAt ? '' : ' (not finished)'}
              </td>
              <td>{frequencyLabel(run.frequency)}</td>
              <td>{triggerLabel(run.trigger)}</td>
              <td className="figure">{run.sent}</td>
              <td className="figure">{run.skipped}</td>
              <td className="figure">{run.failed}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
