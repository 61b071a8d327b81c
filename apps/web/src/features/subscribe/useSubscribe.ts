import { useToast } from '../toast';
import { subscribedDescription, type SubscribeFrequency } from './subscribe-texts';

export type { SubscribeFrequency };

export interface SubscribeRequest {
  email: string;
  frequency: SubscribeFrequency;
}

const isFrequency = (value: unknown): value is SubscribeFrequency =>
  value === 'daily' || value === 'weekly';

/**
 * POST /api/subscribe with the spec's toasts. Resolves true when the dialog should close:
 * after a new subscription, and when the address was already subscribed.
 */
export function useSubscribe(): (request: SubscribeRequest) => Promise<boolean> {
  const { toast } = useToast();

  return async ({ email, frequency }) => {
    try {
      const response = await fetch('/api/subscribe', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, frequency }),
      });
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { status?: unknown };
        const status = body.status === 'pending' ? 'pending' : 'active';
        toast({
          title: 'Successfully Subscribed!',
          description: subscribedDescription({ email, frequency, status }),
          variant: 'success',
        });
        return true;
      }
      if (response.status === 409) {
        const body = (await response.json().catch(() => ({}))) as { frequency?: unknown };
        const stored = isFrequency(body.frequency) ? body.frequency : frequency;
        toast({
          title: 'Already Subscribed!',
          description: `You already receive ${stored} updates.`,
        });
        return true;
      }
    } catch {
      // Offline or the request failed: the same toast as any other failure.
    }
    toast({
      title: 'Error',
      description: 'Failed to subscribe. Please try again.',
      variant: 'destructive',
    });
    return false;
  };
}
