import styled from 'styled-components';
import { RANGE_CHOICES, type DayRange, type RangeChoice } from '../lib/traffic-sources';

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const StyledChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

const StyledDates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  input {
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const DATE_FIELDS: { field: keyof DayRange; label: string }[] = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
];

export interface TrafficRangePickerProps {
  choice: RangeChoice;
  custom: DayRange;
  /** The field the server named in its last refusal, marked invalid. */
  invalidField?: string;
  problemId?: string;
  onChoose: (choice: RangeChoice) => void;
  onCustomChange: (custom: DayRange) => void;
}

/** Today, the last 7, 30 or 90 site days, or custom From and To dates. */
export function TrafficRangePicker({
  choice,
  custom,
  invalidField,
  problemId,
  onChoose,
  onCustomChange,
}: TrafficRangePickerProps) {
  const invalid = (field: keyof DayRange) => (invalidField === field ? true : undefined);
  return (
    <StyledFieldset>
      <legend>Date range</legend>
      {RANGE_CHOICES.map(({ id, label }) => (
        <StyledChoice key={id}>
          <input
            type="radio"
            name="traffic-range"
            value={id}
            checked={choice === id}
            onChange={() => onChoose(id)}
          />
          {label}
        </StyledChoice>
      ))}
      {choice === 'custom' ? (
        <StyledDates>
          {DATE_FIELDS.map(({ field, label }) => (
            <label key={field}>
              {label}
              <input
                type="date"
                value={custom[field]}
                aria-invalid={invalid(field)}
                aria-describedby={invalid(field) ? problemId : undefined}
                onChange={(event) => onCustomChange({ ...custom, [field]: event.target.value })}
              />
            </label>
          ))}
        </StyledDates>
      ) : null}
    </StyledFieldset>
  );
}
