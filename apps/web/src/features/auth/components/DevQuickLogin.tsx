import { useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../toast';
import { authErrorMessage } from '../auth-messages';
import { sameSitePath } from '../remembered-origin';
import { OutlineButton } from './OutlineButton';

const StyledQuickLogin = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledQuickLoginButton = styled(OutlineButton)`
  justify-self: center;
  color: ${({ theme }) => theme.colors.accent};
`;

interface QuickLoginAnswer {
  ok?: boolean;
  redirectTo?: string;
  message?: string;
}

/** Development only: signs in the curator the dev server seeded at boot. */
export function DevQuickLogin() {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const quickLogin = async () => {
    setPending(true);
    try {
      const response = await fetch('/api/dev/quick-login', {
        method: 'POST',
        credentials: 'same-origin',
      });
      const answer = (await response.json().catch(() => ({}))) as QuickLoginAnswer;
      if (!response.ok || !answer.ok) {
        toast({
          title: answer.message || 'Login failed',
          variant: 'destructive',
        });
        setPending(false);
        return;
      }
      window.location.assign(sameSitePath(answer.redirectTo));
    } catch (error) {
      toast({ title: authErrorMessage(error, 'Login failed'), variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <StyledQuickLogin>
      <span>Development build</span>
      <StyledQuickLoginButton type="button" disabled={pending} onClick={() => void quickLogin()}>
        Quick login as the development curator
      </StyledQuickLoginButton>
    </StyledQuickLogin>
  );
}
