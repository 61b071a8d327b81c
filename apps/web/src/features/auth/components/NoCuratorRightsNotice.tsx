import { Link } from 'react-router';
import styled from 'styled-components';
import type { SessionUser } from '../hooks/useSession';
import { LogoutButton } from './LogoutButton';

const StyledNotice = styled.section`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h1,
  p {
    margin: 0;
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export interface NoCuratorRightsNoticeProps {
  user: SessionUser;
}

/** What /admin shows a signed-in visitor account. */
export function NoCuratorRightsNotice({ user }: NoCuratorRightsNoticeProps) {
  return (
    <StyledNotice aria-labelledby="no-curator-rights">
      <h1 id="no-curator-rights">Admin Panel</h1>
      <p>
        You are signed in as <strong>{user.username}</strong>. This account has no curator rights,
        so the admin panel is not available to it.
      </p>
      <StyledActions>
        <Link to="/">Back to the deals</Link>
        <LogoutButton />
      </StyledActions>
    </StyledNotice>
  );
}
