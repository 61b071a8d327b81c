import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../toast';
import { authErrorMessage } from '../auth-messages';
import { LoginMutation, RegisterMutation } from '../graphql/auth.mutations';
import { sameSitePath } from '../remembered-origin';

export type CredentialsMode = 'login' | 'register';

export interface Credentials {
  username: string;
  password: string;
}

export interface CredentialsSubmit {
  submit: (credentials: Credentials) => Promise<void>;
  /** True from the request until the browser leaves the page. */
  pending: boolean;
}

const REFUSED_FALLBACK: Record<CredentialsMode, string> = {
  login: 'Login failed',
  register: 'Registration failed',
};

/** Gives 'Registered successfully' a moment on screen before the page is replaced. */
export const REGISTERED_REDIRECT_DELAY_MS = 1000;

/** Signs in or registers, then does a full-page redirect to the path the server answers with. */
export function useCredentialsSubmit(
  mode: CredentialsMode,
  redirectTo: string | undefined,
): CredentialsSubmit {
  const { toast } = useToast();
  const [runLogin, login] = useMutation(LoginMutation);
  const [runRegister, register] = useMutation(RegisterMutation);
  const [leaving, setLeaving] = useState(false);

  const submit = async (credentials: Credentials) => {
    const variables = { ...credentials, redirectTo };
    try {
      const result =
        mode === 'login'
          ? (await runLogin({ variables })).data?.login
          : (await runRegister({ variables })).data?.register;
      if (!result?.ok) {
        toast({
          title: result?.message || REFUSED_FALLBACK[mode],
          variant: 'destructive',
        });
        return;
      }
      setLeaving(true);
      const destination = sameSitePath(result.redirectTo);
      if (mode === 'register') {
        toast({ title: 'Registered successfully', variant: 'success' });
        setTimeout(() => window.location.assign(destination), REGISTERED_REDIRECT_DELAY_MS);
      } else {
        window.location.assign(destination);
      }
    } catch (error) {
      toast({ title: authErrorMessage(error, REFUSED_FALLBACK[mode]), variant: 'destructive' });
    }
  };

  return { submit, pending: login.loading || register.loading || leaving };
}
