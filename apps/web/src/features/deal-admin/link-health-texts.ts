/** The verdicts over the live deals, as the Broken links section counts them. */
export interface LinkCheckCountsText {
  ok: number;
  broken: number;
  unknown: number;
  notChecked: number;
}

/** "12 ok · 2 broken · 3 unknown · 5 not checked". */
export function linkCountsText({ ok, broken, unknown, notChecked }: LinkCheckCountsText): string {
  return [`${ok} ok`, `${broken} broken`, `${unknown} unknown`, `${notChecked} not checked`].join(
    ' · ',
  );
}

/** Only web addresses become links: anything else a broken link led to is shown as text. */
export function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export const LINK_CHECK_TOASTS = {
  failed: 'The link check could not be started',
} as const;
