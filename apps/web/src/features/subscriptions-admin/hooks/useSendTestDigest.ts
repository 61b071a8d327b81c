import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessageOf } from '../../deal-admin/mutation-errors';
import { useToast } from '../../toast';
import { SendTestDigestMutation } from '../graphql/email-delivery.operations';
import { DIGEST_TEXTS } from '../digest-texts';

/** "Send me a test digest": resolves true when the mail server accepted the message. */
export function useSendTestDigest() {
  const { toast } = useToast();
  const [sendTestDigestMutation] = useMutation(SendTestDigestMutation);
  const [sending, setSending] = useState(false);

  const sendTestDigest = async (email: string): Promise<boolean> => {
    setSending(true);
    try {
      const { data } = await sendTestDigestMutation({ variables: { email } });
      const sent = data?.sendTestDigest === true;
      toast(
        sent
          ? {
              title: DIGEST_TEXTS.testSent,
              description: DIGEST_TEXTS.testSentTo(email),
              variant: 'success',
            }
          : {
              title: DIGEST_TEXTS.testFailed,
              description: DIGEST_TEXTS.testFallback,
              variant: 'destructive',
            },
      );
      return sent;
    } catch (error) {
      toast({
        title: DIGEST_TEXTS.testFailed,
        description: serverMessageOf(error) ?? DIGEST_TEXTS.testFallback,
        variant: 'destructive',
      });
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sending, sendTestDigest };
}
