import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessageOf } from '../../deal-admin/mutation-errors';
import { useToast } from '../../toast';
import {
  ImportOverviewQuery,
  RunDealImportMutation,
  SaveImportPageIdMutation,
} from '../graphql/import.operations';
import { IMPORT_TEXTS, importedSummary, type ImportKind } from '../import-texts';

const TRIGGER = { manual: 'MANUAL', automated: 'SCHEDULE' } as const;

/** The overview and the two import buttons' action; one run at a time from this screen. */
export function useDealImport() {
  const { toast } = useToast();
  const overview = useQuery(ImportOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const [savePageId] = useMutation(SaveImportPageIdMutation);
  const [runImport] = useMutation(RunDealImportMutation);
  const [running, setRunning] = useState<ImportKind | null>(null);

  const startImport = async (kind: ImportKind, pageId: string): Promise<void> => {
    if (running) return;
    const texts = IMPORT_TEXTS[kind];
    setRunning(kind);
    try {
      if (pageId !== overview.data?.importOverview.pageId) {
        await savePageId({ variables: { pageId } });
      }
      const { data } = await runImport({ variables: { trigger: TRIGGER[kind] } });
      const result = data?.runDealImport;
      toast({
        title: texts.title,
        description: result?.finished ? importedSummary(result.imported) : result?.message,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: texts.failed,
        description: serverMessageOf(error) ?? texts.fallback,
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
      await overview.refetch().catch(() => undefined);
    }
  };

  return { overview: overview.data?.importOverview, running, startImport };
}
