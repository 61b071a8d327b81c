import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../features/layout/components/visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledFallback = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

const StyledSpinner = styled.span`
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/** Shown while a lazily loaded screen's code arrives. */
export function RouteFallback() {
  return (
    <StyledFallback role="status">
      <StyledSpinner aria-hidden="true" />
      <StyledHidden>Loading…</StyledHidden>
    </StyledFallback>
  );
}
