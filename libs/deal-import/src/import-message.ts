/** The result's sentence: "Imported 3 new deals" or "no new deals found", and what was left out. */
export function importResultMessage(imported: number, notImported: number): string {
  const headline =
    imported > 0
      ? `Imported ${imported} new deal${imported === 1 ? '' : 's'}`
      : 'no new deals found';
  return notImported > 0
    ? `${headline}; ${notImported === 1 ? '1 post was not a deal' : `${notImported} posts were not deals`}`
    : headline;
}
