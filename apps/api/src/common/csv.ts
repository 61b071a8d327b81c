// A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell, formula starts defused. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as RFC 4180 CSV, CRLF after each line. */
export const csvOf = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
