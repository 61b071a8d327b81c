import { useMutation } from '@apollo/client/react';
import type { UpdateDealInput } from '../../../gql/curator/graphql';
import { dealChangeStore } from '../../deals/lib/deal-changes';
import { useToast } from '../../toast';
import { DEAL_TOASTS } from '../deal-toasts';
import { UpdateDealMutation } from '../graphql/deal.mutations';
import { badUserInputOf, serverMessageOf } from '../mutation-errors';
import type { DealWriteResult } from './deal-write-result';

export interface UpdateDeal {
  /** Only the fields present in `input` change. */
  updateDeal: (id: string, input: UpdateDealInput) => Promise<DealWriteResult>;
  pending: boolean;
}

/**
 * Saves changes to a deal; the answer updates the cached deal wherever it is listed, and the
 * public lists on screen, which read no cache.
 */
export function useUpdateDeal(): UpdateDeal {
  const { toast } = useToast();
  const [runUpdate, { loading }] = useMutation(UpdateDealMutation);

  const updateDeal = async (id: string, input: UpdateDealInput): Promise<DealWriteResult> => {
    try {
      const { data } = await runUpdate({ variables: { id, input } });
      if (data) dealChangeStore.recordSaved(data.updateDeal);
      toast({ title: DEAL_TOASTS.updated, variant: 'success' });
      return { ok: true };
    } catch (error) {
      toast({
        title: DEAL_TOASTS.errorTitle,
        description: serverMessageOf(error) ?? DEAL_TOASTS.updateFailed,
        variant: 'destructive',
      });
      return { ok: false, badInput: badUserInputOf(error) };
    }
  };

  return { updateDeal, pending: loading };
}
