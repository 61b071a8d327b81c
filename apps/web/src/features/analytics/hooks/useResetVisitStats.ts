import { useState } from 'react';
import { useToast } from '../../toast';
import { requestJson } from '../lib/admin-json';
import type { VisitStats } from '../lib/analytics-types';

export const CONFIRM_RESET_STATS =
  'Reset all traffic statistics? Every counted visit is forgotten; this cannot be undone.';

/** POST /api/visits/reset after the curator confirms; hands the fresh figures to `onReset`. */
export function useResetVisitStats(onReset: (fresh: VisitStats) => void) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const reset = async () => {
    if (!window.confirm(CONFIRM_RESET_STATS)) return;
    setPending(true);
    try {
      onReset(await requestJson<VisitStats>('/api/visits/reset', { method: 'POST' }));
      toast({ title: 'Traffic statistics have been reset', variant: 'success' });
    } catch {
      toast({ title: 'Failed to reset statistics', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { reset, pending };
}
