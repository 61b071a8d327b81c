import { useToast } from '../../toast';
import { useReportDeal } from '../hooks/useReportDeal';
import { copyText } from '../lib/clipboard';
import { trackedDealPath } from '../lib/deal-urls';
import { openInNewTab, openInNewWindow } from '../lib/open-deal';
import { REPORT_CHOICES } from '../lib/report-deal';
import { DealContextMenu, type ContextMenuItem } from './DealContextMenu';

export interface DealCardMenuProps {
  dealId: string;
  title: string;
  /** Where Grab Deal goes; without one the link items are left out. */
  href: string | null;
  x: number;
  y: number;
  onClose: () => void;
}

/**
 * A card's context menu: its link (copy, open in a new tab or window, through /go/{id}) and the
 * visitor's reports. Its own chunk, fetched on the first right-click: most visitors never open it.
 */
export function DealCardMenu({ dealId, title, href, x, y, onClose }: DealCardMenuProps) {
  const { toast } = useToast();
  const report = useReportDeal();
  const linkItems: ContextMenuItem[] = href
    ? [
        {
          label: 'Copy Link',
          run: () =>
            void copyText(href).then((copied) =>
              toast(
                copied
                  ? { title: 'Link copied!', description: href, variant: 'success' }
                  : {
                      title: 'Could not copy the link',
                      description: href,
                      variant: 'destructive',
                    },
              ),
            ),
        },
        // Through /go/{id}, which counts the click as Grab Deal's own link does.
        { label: 'Open in New Tab', run: () => openInNewTab(trackedDealPath(dealId)) },
        { label: 'Open in New Window', run: () => openInNewWindow(trackedDealPath(dealId)) },
      ]
    : [];
  const items: ContextMenuItem[] = [
    ...linkItems,
    ...REPORT_CHOICES.map(({ kind, label }) => ({ label, run: () => report(dealId, kind) })),
  ];
  return (
    <DealContextMenu x={x} y={y} label={`Options for ${title}`} items={items} onClose={onClose} />
  );
}
