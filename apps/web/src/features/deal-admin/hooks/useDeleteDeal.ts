import { useMutation } from '@apollo/client/react';
import { dealChangeStore } from '../../deals/lib/deal-changes';
import { useToast } from '../../toast';
import { DEAL_TOASTS } from '../deal-toasts';
import { DeleteDealMutation } from '../graphql/deal.mutations';
import { serverMessageOf } from '../mutation-errors';
import { forgetDealLists } from './deal-cache';

export interface DeleteDeal {
  /** Resolves true once the deal is gone. */
  deleteDeal: (id: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * Deletes a deal for good, drops it from the cache and refreshes every deal list; public lists on
 * screen, which read no cache, drop it too.
 */
export function useDeleteDeal(): DeleteDeal {
  const { toast } = useToast();
  const [runDelete, { loading }] = useMutation(DeleteDealMutation, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Deal', id: data.deleteDeal }) });
      forgetDealLists(cache);
    },
  });

  const deleteDeal = async (id: string): Promise<boolean> => {
    try {
      await runDelete({ variables: { id } });
      dealChangeStore.recordDeleted(id);
      toast({ title: DEAL_TOASTS.deleted, variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: DEAL_TOASTS.deleteFailed,
        description: serverMessageOf(error),
        variant: 'destructive',
      });
      return false;
    }
  };

  return { deleteDeal, pending: loading };
}
