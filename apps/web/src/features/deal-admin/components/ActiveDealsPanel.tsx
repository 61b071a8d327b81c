import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_DEALS_PAGE_SIZE, useAdminDeals } from '../hooks/useAdminDeals';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { AdminDealList } from './AdminDealList';
import { ClearAllDealsButton } from './ClearAllDealsButton';
import { StyledButtonRow, StyledMuted } from './controls';
import { StyledPillButton } from '../../layout/components/buttons';
import { TextField } from './TextField';
import { EXPIRY_FILTERS, ExpiryFilterSelect } from './ExpiryFilterSelect';
import type { DealExpiry } from '../../../gql/curator/graphql';

const SEARCH_DELAY_MS = 250;

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  > :first-child {
    flex: 1 1 240px;
  }
`;

/** Every active deal, searchable, with a delete control each and Clear All Deals. */
export function ActiveDealsPanel() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [expiry, setExpiry] = useState<DealExpiry>('ALL');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const { deals, total, loading, failed, retry } = useAdminDeals({
    search: settledSearch,
    expiry,
    offset,
  });
  const noun = EXPIRY_FILTERS.find((filter) => filter.value === expiry)!.noun;
  const searching = settledSearch.trim() !== '';
  const lastShown = Math.min(offset + deals.length, total);

  return (
    <StyledPanel>
      <StyledToolbar>
        <TextField
          id="active-deals-search"
          label="Search deals"
          type="search"
          placeholder="Title or description"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
        <ExpiryFilterSelect
          value={expiry}
          onChange={(value) => {
            setExpiry(value);
            setOffset(0);
          }}
        />
        <ClearAllDealsButton disabled={total === 0 && !searching && expiry === 'ALL'} />
      </StyledToolbar>
      <StyledMuted aria-live="polite">
        {searching
          ? `${total} ${noun} ${total === 1 ? 'deal matches' : 'deals match'} “${settledSearch.trim()}”`
          : `${total} ${noun} ${total === 1 ? 'deal' : 'deals'}`}
      </StyledMuted>
      <AdminDealList
        label="Active deals"
        deals={deals}
        loading={loading}
        failed={failed}
        onRetry={retry}
        emptyText={searching ? `No ${noun} deals match that search.` : `No ${noun} deals.`}
        showCategory
      />
      {total > ADMIN_DEALS_PAGE_SIZE ? (
        <StyledButtonRow>
          <StyledPillButton
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - ADMIN_DEALS_PAGE_SIZE))}
          >
            Previous
          </StyledPillButton>
          <StyledMuted>
            {offset + 1}–{lastShown} of {total}
          </StyledMuted>
          <StyledPillButton
            type="button"
            disabled={lastShown >= total}
            onClick={() => setOffset(offset + ADMIN_DEALS_PAGE_SIZE)}
          >
            Next
          </StyledPillButton>
        </StyledButtonRow>
      ) : null}
    </StyledPanel>
  );
}
