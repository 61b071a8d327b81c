import { useEffect } from 'react';
import { useToast } from '../toast';

export const STAY_UPDATED_DELAY_MS = 3000;
export const STAY_UPDATED_DURATION_MS = 10_000;

/** Invites the visitor to subscribe 3 s after the page opens; the toast stays 10 s. */
export function useStayUpdatedToast(openSubscribe: () => void): void {
  const { toast } = useToast();

  useEffect(() => {
    const timer = setTimeout(
      () =>
        toast({
          title: 'Stay Updated!',
          description: 'Get the best deals in your inbox, daily or weekly.',
          durationMs: STAY_UPDATED_DURATION_MS,
          action: { label: 'Sign up', onClick: openSubscribe },
        }),
      STAY_UPDATED_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [toast, openSubscribe]);
}
