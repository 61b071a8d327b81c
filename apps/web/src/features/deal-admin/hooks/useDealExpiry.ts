import { useMutation } from '@apollo/client/react';
import { dealChangeStore } from '../../deals/lib/deal-changes';
import { useToast } from '../../toast';
import { DEAL_TOASTS } from '../deal-toasts';
import { BringBackDealMutation, ExpireDealMutation } from '../graphql/deal.mutations';
import { serverMessageOf } from '../mutation-errors';
import { forgetDealLists } from './deal-cache';

export interface DealExpiryActions {
  /** Resolve true once saved. */
  expireNow: (id: string) => Promise<boolean>;
  bringBack: (id: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * Expires a deal now or brings it back (clears its expiry). Either changes which lists hold it, so
 * every cached list is refetched.
 */
export function useDealExpiry(): DealExpiryActions {
  const { toast } = useToast();
  const refreshLists = { update: forgetDealLists };
  const [runExpire, expiring] = useMutation(ExpireDealMutation, refreshLists);
  const [runBringBack, bringingBack] = useMutation(BringBackDealMutation, refreshLists);

  const attempt = async (
    run: () => Promise<unknown>,
    toasts: { done: string; failed: string },
  ): Promise<boolean> => {
    try {
      await run();
      toast({ title: toasts.done, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: toasts.failed, description: serverMessageOf(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    expireNow: (id) =>
      attempt(
        async () => {
          const { data } = await runExpire({ variables: { id } });
          if (data) dealChangeStore.recordSaved(data.expireDeal);
        },
        { done: DEAL_TOASTS.expired, failed: DEAL_TOASTS.expireFailed },
      ),
    bringBack: (id) =>
      attempt(
        async () => {
          const { data } = await runBringBack({ variables: { id } });
          if (data) dealChangeStore.recordSaved(data.updateDeal);
        },
        { done: DEAL_TOASTS.broughtBack, failed: DEAL_TOASTS.bringBackFailed },
      ),
    pending: expiring.loading || bringingBack.loading,
  };
}
