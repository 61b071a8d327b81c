import styled from 'styled-components';
import { graphql } from '../../../gql/curator';
import type { ImportRunList_RunFragment } from '../../../gql/curator/graphql';

export const ImportRunListFragment = graphql(`
  fragment ImportRunList_run on ImportRun {
    id
    trigger
    status
    startedAt
    imported
    notImported
    message
    notImportedPosts {
      postId
      reason
    }
  }
`);

const StyledRuns = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledRun = styled.li<{ $failed: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};

  p {
    margin: 0;
  }

  details {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const TRIGGER_LABEL = { MANUAL: 'manual', SCHEDULE: 'scheduled' } as const;

export interface ImportRunListProps {
  runs: ImportRunList_RunFragment[];
  formatDate: (iso: string) => string;
}

/** The last runs: when, how many imported and not (with reasons), and the error if any. */
export function ImportRunList({ runs, formatDate }: ImportRunListProps) {
  if (runs.length === 0) return <p>No imports have run yet.</p>;
  return (
    <StyledRuns aria-label="Last runs">
      {runs.map((run) => (
        <StyledRun key={run.id} $failed={run.status === 'failed'}>
          <p>
            <strong>{formatDate(run.startedAt)}</strong> ({TRIGGER_LABEL[run.trigger]}, {run.status}
            ): {run.imported} imported, {run.notImported} not imported
          </p>
          <p>{run.message}</p>
          {run.notImportedPosts.length > 0 ? (
            <details>
              <summary>Why posts were not imported</summary>
              <ul>
                {run.notImportedPosts.map((post) => (
                  <li key={post.postId}>
                    {post.postId}: {post.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </StyledRun>
      ))}
    </StyledRuns>
  );
}
