import { useLocation } from 'react-router';
import styled from 'styled-components';
import { usePageMeta } from '../app/page-meta';
import { AdminAccessCard } from '../features/auth/components/AdminAccessCard';
import { rememberedOrigin } from '../features/auth/remembered-origin';
import { withApolloClient } from '../app/with-apollo-client';

const StyledMain = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
`;

function AuthScreen() {
  usePageMeta({ title: 'Admin Access', description: 'Sign in to manage the deals.' });
  const location = useLocation();

  return (
    <StyledMain>
      <AdminAccessCard redirectTo={rememberedOrigin(location.state, location.search)} />
    </StyledMain>
  );
}

export const AuthPage = withApolloClient(AuthScreen);
