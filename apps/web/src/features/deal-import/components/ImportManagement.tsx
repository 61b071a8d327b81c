import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButtonRow, StyledMuted } from '../../deal-admin/components/controls';
import { StyledPillButton, StyledPrimaryButton } from '../../layout/components/buttons';
import { TextField } from '../../deal-admin/components/TextField';
import { PanelCard } from '../../layout/components/PanelCard';
import { useDealImport } from '../hooks/useDealImport';
import { PAGE_ID_ERROR, isValidPageId, type ImportKind } from '../import-texts';
import { ImportRunList } from './ImportRunList';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface ImportManagementProps {
  timeZone: string;
}

/** The page to import from, Manual and Automated Import, the next run and the last runs. */
export function ImportManagement({ timeZone }: ImportManagementProps) {
  const { overview, running, startImport } = useDealImport();
  const [pageId, setPageId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const savedPageId = overview?.pageId ?? '';

  useEffect(() => {
    setPageId((typed) => typed || savedPageId);
  }, [savedPageId]);

  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  const start = (kind: ImportKind) => {
    const trimmed = pageId.trim();
    if (!isValidPageId(trimmed)) {
      setError(PAGE_ID_ERROR);
      return;
    }
    setError(undefined);
    void startImport(kind, trimmed);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    start('manual');
  };

  return (
    <PanelCard aria-labelledby="import-management-heading">
      <h2 id="import-management-heading">Import Management</h2>
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextField
          id="import-page-id"
          label="Page ID or username"
          value={pageId}
          onChange={setPageId}
          error={error}
          hint="The Facebook page whose posts are imported every hour"
        />
        <StyledButtonRow>
          <StyledPrimaryButton type="submit" disabled={running !== null}>
            {running === 'manual' ? 'Importing…' : 'Manual Import'}
          </StyledPrimaryButton>
          <StyledPillButton
            type="button"
            disabled={running !== null}
            onClick={() => start('automated')}
          >
            {running === 'automated' ? 'Importing…' : 'Automated Import'}
          </StyledPillButton>
        </StyledButtonRow>
      </StyledForm>
      {overview ? (
        <>
          <StyledMuted>
            Next scheduled import: {formatDate(overview.nextRunAt)}
            {overview.hasAccessToken ? '' : ' (FACEBOOK_ACCESS_TOKEN is not set)'}
          </StyledMuted>
          <h3>Last runs</h3>
          <ImportRunList runs={overview.runs} formatDate={formatDate} />
        </>
      ) : null}
    </PanelCard>
  );
}
