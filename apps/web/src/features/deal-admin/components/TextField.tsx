import type { ClipboardEvent, HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const controlStyle = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  resize: vertical;
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export interface TextFieldProps {
  /** The control's id; parents use it to move focus to a field the server refused. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'search' | 'number' | 'datetime-local';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  min?: number;
  max?: number;
  onPaste?: (event: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => void;
}

/** A labelled input or textarea whose hint and error are tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  type = 'text',
  inputMode,
  placeholder,
  min,
  max,
  onPaste,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    placeholder,
    onPaste,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <StyledTextArea
          {...shared}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <StyledInput
          {...shared}
          type={type}
          inputMode={inputMode}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
}
