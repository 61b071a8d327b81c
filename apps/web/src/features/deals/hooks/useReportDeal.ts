import { useToast } from '../../toast';
import { REPORT_THANKS, sendDealReport, type DealReportKind } from '../lib/report-deal';

/** Reports a deal and tells the visitor how it went. */
export function useReportDeal(): (id: string, kind: DealReportKind) => void {
  const { toast } = useToast();
  return (id, kind) =>
    void sendDealReport(id, kind).then((problem) =>
      toast(
        problem === null
          ? { title: REPORT_THANKS, variant: 'success' }
          : { title: 'Report not sent', description: problem, variant: 'destructive' },
      ),
    );
}
