export type ImportKind = 'manual' | 'automated';

export const PAGE_ID_ERROR = 'Enter a valid page ID or username';

// Spec section 8: the toast titles and the failure defaults.
export const IMPORT_TEXTS: Record<ImportKind, { title: string; failed: string; fallback: string }> =
  {
    manual: {
      title: 'Manual Import',
      failed: 'Manual Import Failed',
      fallback: 'Failed to import deals',
    },
    automated: {
      title: 'Automated Import',
      failed: 'Automated Import Failed',
      fallback: 'Failed to test scheduled import',
    },
  };

/** 'Imported N new deals', or 'no new deals found'. */
export function importedSummary(imported: number): string {
  return imported > 0 ? `Imported ${imported} new deals` : 'no new deals found';
}

// Word characters, digits and dots only (spec section 5), not dots alone: the server's rule
// (libs/facebook-source page-id.ts), checked here so the form answers before a round trip.
const PAGE_ID = /^(?!\.+$)[A-Za-z0-9_.]{1,100}$/;

export const isValidPageId = (value: string) => PAGE_ID.test(value.trim());
