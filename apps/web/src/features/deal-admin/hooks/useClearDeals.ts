import { useMutation } from '@apollo/client/react';
import { useToast } from '../../toast';
import { DEAL_TOASTS } from '../deal-toasts';
import { ClearDealsMutation } from '../graphql/deal.mutations';
import { serverMessageOf } from '../mutation-errors';
import { forgetDealLists } from './deal-cache';

export interface ClearDeals {
  /** Resolves true once every deal is archived. */
  clearDeals: () => Promise<boolean>;
  pending: boolean;
}

/** Archives every active deal (clicks are kept) and refreshes every deal list. */
export function useClearDeals(): ClearDeals {
  const { toast } = useToast();
  const [runClear, { loading }] = useMutation(ClearDealsMutation, { update: forgetDealLists });

  const clearDeals = async (): Promise<boolean> => {
    try {
      await runClear();
      toast({ title: DEAL_TOASTS.cleared, variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: DEAL_TOASTS.clearFailed,
        description: serverMessageOf(error),
        variant: 'destructive',
      });
      return false;
    }
  };

  return { clearDeals, pending: loading };
}
