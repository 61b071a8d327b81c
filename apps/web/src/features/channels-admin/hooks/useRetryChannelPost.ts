import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessageOf } from '../../deal-admin/mutation-errors';
import { ChannelsOverviewQuery, RetryChannelPostMutation } from '../graphql/channels.operations';
import { CHANNEL_TEXTS } from '../channel-texts';

export interface ChannelPostRequest {
  dealId: number;
  channel: string;
  /** What the status line says while the server is asked, then once it has queued the post. */
  pendingText: string;
  doneText: string;
}

/**
 * "Retry" and "Post now" alike: the server queues the deal for the network and sweeps at once.
 * The outcome is told in `status`, which the card reads out in its live region.
 */
export function useRetryChannelPost() {
  const [retryMutation] = useMutation(RetryChannelPostMutation, {
    refetchQueries: [ChannelsOverviewQuery],
  });
  const [pending, setPending] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const requestPost = async ({
    dealId,
    channel,
    pendingText,
    doneText,
  }: ChannelPostRequest): Promise<boolean> => {
    const key = `${dealId}-${channel}`;
    setPending(key);
    setStatus(pendingText);
    try {
      const { data } = await retryMutation({ variables: { dealId, channel } });
      const queued = data?.retryChannelPost === true;
      setStatus(queued ? doneText : CHANNEL_TEXTS.alreadyPosted(channel));
      return queued;
    } catch (error) {
      setStatus(CHANNEL_TEXTS.failed(channel, serverMessageOf(error)));
      return false;
    } finally {
      setPending(null);
    }
  };

  const isPending = (dealId: number, channel: string) => pending === `${dealId}-${channel}`;

  return { requestPost, isPending, busy: pending !== null, status };
}
