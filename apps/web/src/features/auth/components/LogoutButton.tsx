import styled from 'styled-components';
import { useLogout } from '../hooks/useLogout';

const StyledLogoutButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <StyledLogoutButton type="button" disabled={pending} onClick={() => void logout()}>
      Logout
    </StyledLogoutButton>
  );
}
