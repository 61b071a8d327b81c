import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { DealSort } from '../../../gql/graphql';
import { DEAL_SORT_LABELS, DEAL_SORTS, parseSortParam, sortParam } from '../lib/deal-sort';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &:first-child {
    flex: 1 1 14rem;
  }
`;

const control = css`
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 400;
`;

const StyledSearch = styled.input`
  ${control}
`;

const StyledSelect = styled.select`
  ${control}
`;

export interface DealToolbarProps {
  search: string;
  sort: DealSort;
  onSearchChange: (search: string) => void;
  onSortChange: (sort: DealSort) => void;
}

export function DealToolbar({ search, sort, onSearchChange, onSortChange }: DealToolbarProps) {
  const id = useId();
  return (
    <StyledToolbar role="search">
      <StyledField>
        <label htmlFor={`${id}-search`}>Search deals</label>
        <StyledSearch
          id={`${id}-search`}
          type="search"
          value={search}
          placeholder="Search by title or description"
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </StyledField>
      <StyledField>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <StyledSelect
          id={`${id}-sort`}
          value={sortParam(sort)}
          onChange={(event) => onSortChange(parseSortParam(event.target.value))}
        >
          {DEAL_SORTS.map((option) => (
            <option key={option} value={sortParam(option)}>
              {DEAL_SORT_LABELS[option]}
            </option>
          ))}
        </StyledSelect>
      </StyledField>
    </StyledToolbar>
  );
}
