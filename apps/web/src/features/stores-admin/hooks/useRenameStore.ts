import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessageOf } from '../../deal-admin/mutation-errors';
import { AdminStoresQuery, RenameStoreMutation } from '../graphql/stores-admin.operations';

/** Renames a store; the outcome is told in `status`, read out by the card's live region. */
export function useRenameStore() {
  const [renameMutation] = useMutation(RenameStoreMutation, {
    refetchQueries: [AdminStoresQuery],
  });
  const [pending, setPending] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const rename = async (slug: string, name: string): Promise<boolean> => {
    setPending(slug);
    setStatus('Saving…');
    try {
      const { data } = await renameMutation({ variables: { slug, name } });
      setStatus(`Saved: ${slug} is shown as ${data?.renameStore.name ?? name}.`);
      return true;
    } catch (error) {
      setStatus(`Not saved: ${serverMessageOf(error) ?? 'the server could not be reached'}.`);
      return false;
    } finally {
      setPending(null);
    }
  };

  return { rename, pending, status };
}
