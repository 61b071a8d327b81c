import type { ClipboardEvent, HTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, fieldControl } from '../../layout/components/FieldFrame';

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${fieldControl}
`;

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${fieldControl}
  resize: vertical;
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
  return (
    <FieldFrame id={id} hint={hint} error={error}>
      {(control) => {
        const shared = { ...control, value, placeholder, onPaste, $invalid: Boolean(error) };
        return (
          <>
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
          </>
        );
      }}
    </FieldFrame>
  );
}
