import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessageOf } from '../../deal-admin/mutation-errors';
import { useToast } from '../../toast';
import { EmailDeliveryQuery, RunDigestMutation } from '../graphql/email-delivery.operations';
import { DIGEST_TEXTS, digestFiguresSummary, type DigestFrequency } from '../digest-texts';

/** "Send … digest now": one run at a time, its figures in a toast, then the fresh run list. */
export function useRunDigest() {
  const { toast } = useToast();
  const [runDigestMutation] = useMutation(RunDigestMutation, {
    refetchQueries: [EmailDeliveryQuery],
    awaitRefetchQueries: true,
  });
  const [running, setRunning] = useState<DigestFrequency | null>(null);

  const runDigest = async (frequency: DigestFrequency): Promise<void> => {
    if (running) return;
    setRunning(frequency);
    try {
      const { data } = await runDigestMutation({ variables: { frequency } });
      const figures = data?.runDigest;
      toast({
        title: DIGEST_TEXTS.runDone(frequency),
        description: figures ? `${digestFiguresSummary(figures)}.` : undefined,
        variant: figures && figures.failed > 0 ? 'destructive' : 'success',
      });
    } catch (error) {
      toast({
        title: DIGEST_TEXTS.runFailed(frequency),
        description: serverMessageOf(error) ?? DIGEST_TEXTS.runFallback,
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };

  return { running, runDigest };
}
