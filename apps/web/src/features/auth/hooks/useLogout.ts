import { useApolloClient, useMutation } from '@apollo/client/react';
import { useToast } from '../../toast';
import { authErrorMessage } from '../auth-messages';
import { LogoutMutation } from '../graphql/auth.mutations';

export const AUTH_PATH = '/auth';

export interface Logout {
  logout: () => Promise<void>;
  pending: boolean;
}

/** Ends the session on the server, forgets every cached answer and opens /auth afresh. */
export function useLogout(): Logout {
  const client = useApolloClient();
  const { toast } = useToast();
  const [runLogout, { loading }] = useMutation(LogoutMutation);

  const logout = async () => {
    try {
      await runLogout();
      await client.clearStore();
      window.location.assign(AUTH_PATH);
    } catch (error) {
      toast({ title: authErrorMessage(error, 'Logout failed'), variant: 'destructive' });
    }
  };

  return { logout, pending: loading };
}
