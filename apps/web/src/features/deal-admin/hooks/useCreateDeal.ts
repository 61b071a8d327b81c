import { useMutation } from '@apollo/client/react';
import type { CreateDealInput } from '../../../gql/curator/graphql';
import { useToast } from '../../toast';
import { addDealToasts, DEAL_TOASTS } from '../deal-toasts';
import { CreateDealMutation } from '../graphql/deal.mutations';
import { badUserInputOf } from '../mutation-errors';
import { forgetDealLists } from './deal-cache';
import type { DealWriteResult } from './deal-write-result';

export interface CreateDeal {
  createDeal: (input: CreateDealInput) => Promise<DealWriteResult>;
  pending: boolean;
}

/** Adds a deal, refreshes every deal list and says how it went. */
export function useCreateDeal(): CreateDeal {
  const { toast } = useToast();
  const [runCreate, { loading }] = useMutation(CreateDealMutation, {
    update: forgetDealLists,
  });

  const createDeal = async (input: CreateDealInput): Promise<DealWriteResult> => {
    const toasts = addDealToasts(input.category ?? 'DAILY');
    try {
      await runCreate({ variables: { input } });
      toast({ title: toasts.added, variant: 'success' });
      return { ok: true };
    } catch (error) {
      const badInput = badUserInputOf(error);
      toast({
        title: DEAL_TOASTS.errorTitle,
        description: badInput ? `${toasts.failed}: ${badInput.message}` : toasts.failed,
        variant: 'destructive',
      });
      return { ok: false, badInput };
    }
  };

  return { createDeal, pending: loading };
}
