import styled from 'styled-components';
import { fieldControl } from './FieldFrame';

const StyledLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;

export interface SelectChoice<Value extends string> {
  value: Value;
  label: string;
}

export interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  choices: readonly SelectChoice<Value>[];
  disabled?: boolean;
  onChange: (value: Value) => void;
}

/** A select named by the label around it. */
export function SelectField<Value extends string>({
  label,
  value,
  choices,
  disabled,
  onChange,
}: SelectFieldProps<Value>) {
  return (
    <StyledLabel>
      {label}
      <StyledSelect
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </StyledSelect>
    </StyledLabel>
  );
}
