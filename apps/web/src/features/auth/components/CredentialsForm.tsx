import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledPrimaryButton } from '../../layout/components/buttons';
import { useCredentialsSubmit, type CredentialsMode } from '../hooks/useCredentialsSubmit';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledInput = styled.input`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const SUBMIT_LABEL: Record<CredentialsMode, string> = { login: 'Login', register: 'Register' };

export interface CredentialsFormProps {
  mode: CredentialsMode;
  /** Sent to the server, which answers with the same-site path to open after signing in. */
  redirectTo: string | undefined;
}

export function CredentialsForm({ mode, redirectTo }: CredentialsFormProps) {
  const fieldId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { submit, pending } = useCredentialsSubmit(mode, redirectTo);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void submit({ username, password });
  };

  return (
    <StyledForm onSubmit={onSubmit} aria-busy={pending}>
      <StyledField>
        <StyledLabel htmlFor={`${fieldId}-username`}>Username</StyledLabel>
        <StyledInput
          id={`${fieldId}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={`${fieldId}-password`}>Password</StyledLabel>
        <StyledInput
          id={`${fieldId}-password`}
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </StyledField>
      <StyledPrimaryButton type="submit" disabled={pending}>
        {SUBMIT_LABEL[mode]}
      </StyledPrimaryButton>
    </StyledForm>
  );
}
