import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';
import { useSendTestDigest } from '../hooks/useSendTestDigest';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    flex: 1 1 16rem;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const StyledInput = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
`;

export interface TestDigestFormProps {
  disabled: boolean;
}

/** Sends today's digest to an address the curator types, to see it as subscribers will. */
export function TestDigestForm({ disabled }: TestDigestFormProps) {
  const id = useId();
  const { sending, sendTestDigest } = useSendTestDigest();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendTestDigest(email.trim());
  };

  return (
    <StyledForm onSubmit={submit} aria-label="Test digest">
      <label htmlFor={`${id}-email`}>
        Send a test digest to
        <StyledInput
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          disabled={disabled}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <StyledPillButton type="submit" disabled={disabled || sending}>
        {sending ? 'Sending…' : 'Send me a test digest'}
      </StyledPillButton>
    </StyledForm>
  );
}
