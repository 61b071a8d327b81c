import styled from 'styled-components';
import type { DealExpiry } from '../../../gql/curator/graphql';

const StyledLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  select {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;

export const EXPIRY_FILTERS: { value: DealExpiry; label: string; noun: string }[] = [
  { value: 'ALL', label: 'All deals', noun: 'active' },
  { value: 'LIVE', label: 'Live', noun: 'live' },
  { value: 'EXPIRING', label: 'Expiring', noun: 'expiring' },
  { value: 'EXPIRED', label: 'Expired', noun: 'expired' },
  { value: 'SCHEDULED', label: 'Scheduled', noun: 'scheduled' },
];

export interface ExpiryFilterSelectProps {
  value: DealExpiry;
  onChange: (value: DealExpiry) => void;
}

/**
 * Narrows the curator's list to live, expiring (an expiry is set), expired or scheduled (waiting
 * for their publish time) deals.
 */
export function ExpiryFilterSelect({ value, onChange }: ExpiryFilterSelectProps) {
  return (
    <StyledLabel>
      Show
      <select
        value={value}
        onChange={(event) =>
          onChange(EXPIRY_FILTERS.find((filter) => filter.value === event.target.value)!.value)
        }
      >
        {EXPIRY_FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </select>
    </StyledLabel>
  );
}
