import { useToast } from '../toast';
import {
  alreadySubscribedDescription,
  storeAlertToConfirmDescription,
  subscribedDescription,
  type SubscribeFrequency,
} from './subscribe-texts';

export type { SubscribeFrequency };

export interface SubscribeRequest {
  email: string;
  frequency: SubscribeFrequency;
  /** A store page's alert: the subscription comes with an instant alert of this store. */
  store?: { slug: string; name: string };
}

const isFrequency = (value: unknown): value is SubscribeFrequency =>
  value === 'daily' || value === 'weekly';

/**
 * POST /api/subscribe (/api/store-alerts with a store) with the spec's toasts. Resolves true when the dialog should close:
 * after a new subscription, and when the address was already subscribed.
 */
export function useSubscribe(): (request: SubscribeRequest) => Promise<boolean> {
  const { toast } = useToast();

  return async ({ email, frequency, store }) => {
    try {
      const response = await fetch(store ? '/api/store-alerts' : '/api/subscribe', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(
          store ? { email, frequency, store: store.slug } : { email, frequency },
        ),
      });
      if (response.status === 202 && store) {
        toast({
          title: 'Check your inbox!',
          description: storeAlertToConfirmDescription(email, store.name),
          variant: 'success',
        });
        return true;
      }
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { status?: unknown };
        const status = body.status === 'pending' ? 'pending' : 'active';
        toast({
          title: 'Successfully Subscribed!',
          description: subscribedDescription({ email, frequency, status, store: store?.name }),
          variant: 'success',
        });
        return true;
      }
      if (response.status === 409) {
        const body = (await response.json().catch(() => ({}))) as { frequency?: unknown };
        const stored = isFrequency(body.frequency) ? body.frequency : frequency;
        toast({
          title: 'Already Subscribed!',
          description: alreadySubscribedDescription(stored, store?.name),
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
