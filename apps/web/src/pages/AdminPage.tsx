import { Navigate } from 'react-router';
import styled from 'styled-components';
import { RouteFallback } from '../app/RouteFallback';
import { usePageMeta } from '../app/page-meta';
import { useSite } from '../app/site-context';
import { AdminPanel } from '../features/auth/components/AdminPanel';
import { NoCuratorRightsNotice } from '../features/auth/components/NoCuratorRightsNotice';
import { SessionCheckFailed } from '../features/auth/components/SessionCheckFailed';
import { useSession } from '../features/auth/hooks/useSession';
import { withApolloClient } from '../app/with-apollo-client';

const ADMIN_PATH = '/admin';

const StyledMain = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

function AdminScreen() {
  usePageMeta({ title: 'Admin Panel' });
  const { config } = useSite();
  const session = useSession();

  switch (session.status) {
    case 'loading':
      return <RouteFallback />;
    case 'anonymous':
      return <Navigate to={`/auth?from=${ADMIN_PATH}`} replace state={{ from: ADMIN_PATH }} />;
    case 'failed':
      return (
        <StyledMain>
          <SessionCheckFailed onRetry={session.retry} />
        </StyledMain>
      );
    case 'signed-in':
      return (
        <StyledMain>
          {session.user.isCurator ? (
            <AdminPanel user={session.user} timeZone={config.siteTimeZone} />
          ) : (
            <NoCuratorRightsNotice user={session.user} />
          )}
        </StyledMain>
      );
  }
}

export const AdminPage = withApolloClient(AdminScreen);
