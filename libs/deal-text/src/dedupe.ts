/** What two deals of the same title share: the title trimmed and lower-cased; '' for none. */
export function titleKey(title: string | null | undefined): string {
  return title?.trim().toLowerCase() ?? '';
}
