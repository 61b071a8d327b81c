import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { LogoutButton } from './LogoutButton';
import { withApolloClient } from '../../../app/with-apollo-client';

const ADMIN_PATH = '/admin';

const StyledToolbar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    font-weight: 600;
  }

  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledSeparator = styled.span`
  opacity: 0.6;
`;

const StyledAdminPanelButton = styled(Link)`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 900;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

export interface CuratorToolsProps {
  username: string;
}

function CuratorToolbar({ username }: CuratorToolsProps) {
  const { pathname } = useLocation();
  const onAdminPage = pathname === ADMIN_PATH;

  return (
    <>
      <StyledToolbar aria-label="Curator toolbar">
        <span>Signed in as {username}</span>
        <StyledSeparator aria-hidden="true">·</StyledSeparator>
        <Link to={ADMIN_PATH} aria-current={onAdminPage ? 'page' : undefined}>
          Admin Panel
        </Link>
        <StyledSeparator aria-hidden="true">·</StyledSeparator>
        <LogoutButton />
      </StyledToolbar>
      {onAdminPage ? null : (
        <StyledAdminPanelButton to={ADMIN_PATH} data-testid="admin-panel-button">
          Admin Panel
        </StyledAdminPanelButton>
      )}
    </>
  );
}

export const CuratorTools = withApolloClient(CuratorToolbar);
