import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledFallback = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledReloadButton = styled.button`
  justify-self: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
`;

export interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StyledFallback role="alert">
        <h1>Something went wrong</h1>
        <StyledReloadButton type="button" onClick={() => window.location.reload()}>
          Reload Page
        </StyledReloadButton>
      </StyledFallback>
    );
  }
}
