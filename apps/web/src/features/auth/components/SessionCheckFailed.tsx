import styled from 'styled-components';
import { StyledPrimaryButton } from '../../layout/components/buttons';

const StyledFailure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

export interface SessionCheckFailedProps {
  onRetry: () => void;
}

export function SessionCheckFailed({ onRetry }: SessionCheckFailedProps) {
  return (
    <StyledFailure role="alert">
      <p>Your session could not be checked. Check your connection and try again.</p>
      <StyledPrimaryButton type="button" onClick={onRetry}>
        Try again
      </StyledPrimaryButton>
    </StyledFailure>
  );
}
