import styled from 'styled-components';

/** The filled brand button of the account screens (focus ring from GlobalStyle). */
export const PrimaryButton = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brandDark};
  }

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
