export type DealReportKind = 'expired' | 'price' | 'link';

/** The report choices of a card's menu and a deal page, in the words the visitor sees. */
export const REPORT_CHOICES: { kind: DealReportKind; label: string }[] = [
  { kind: 'expired', label: 'Report expired' },
  { kind: 'price', label: 'Price changed' },
  { kind: 'link', label: 'Link broken' },
];

export const REPORT_THANKS = 'Thanks, we will check this deal.';
const REPORT_FAILED = 'The report could not be sent. Please try again later.';

/** Sends a visitor's report; answers null once it was taken, else what to tell the visitor. */
export async function sendDealReport(id: string, kind: DealReportKind): Promise<string | null> {
  try {
    const answer = await fetch(`/api/deals/${encodeURIComponent(id)}/reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ kind }),
    });
    if (answer.ok) return null;
    const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : REPORT_FAILED;
  } catch {
    return REPORT_FAILED;
  }
}
