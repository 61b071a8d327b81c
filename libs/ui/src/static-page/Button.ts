import styled from 'styled-components';

/** A pill button in the brand's colour; `$quiet` for the many small ones of a list. */
export const Button = styled.button<{ $quiet?: boolean }>`
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: 1px solid ${({ theme, $quiet }) => ($quiet ? theme.colors.border : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $quiet }) => ($quiet ? theme.colors.surface : theme.colors.brand)};
  color: ${({ theme, $quiet }) => ($quiet ? theme.colors.text : theme.colors.surface)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme, $quiet }) =>
      $quiet ? theme.colors.textMuted : theme.colors.brandDark};
    background: ${({ theme, $quiet }) => ($quiet ? theme.colors.surface : theme.colors.brandDark)};
  }
`;
