import { useState } from 'react';
import { useToast } from '../../toast';
import { HttpError, requestJson } from '../lib/admin-json';

export const CONFIRM_CLEANUP_IMAGES =
  'Delete every uploaded image that no deal uses any more? This cannot be undone.';

/** POST /api/cleanup-images after the curator confirms, with the spec's toasts. */
export function useCleanupImages() {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const cleanup = async () => {
    if (!window.confirm(CONFIRM_CLEANUP_IMAGES)) return;
    setPending(true);
    try {
      const { deletedCount } = await requestJson<{ deletedCount: number }>('/api/cleanup-images', {
        method: 'POST',
      });
      toast({ title: `Cleaned up ${deletedCount} unused images.`, variant: 'success' });
    } catch (error) {
      const statusText = error instanceof HttpError ? error.statusText : 'Network error';
      toast({ title: `Cleanup failed: ${statusText}`, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { cleanup, pending };
}
