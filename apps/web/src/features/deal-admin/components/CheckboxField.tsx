import styled from 'styled-components';
import { FieldFrame } from '../../layout/components/FieldFrame';

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CheckboxFieldProps {
  /** The control's id; parents use it to move focus to a field the server refused. */
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: string;
}

/** A labelled checkbox whose hint and error are tied to it for screen readers, as TextField's are. */
export function CheckboxField({ id, label, checked, onChange, error, hint }: CheckboxFieldProps) {
  return (
    <FieldFrame id={id} hint={hint} error={error}>
      {(control) => (
        <StyledCheckboxLabel>
          <input
            {...control}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </StyledCheckboxLabel>
      )}
    </FieldFrame>
  );
}
