const IMAGE_LIST_SEPARATOR = /[\r\n,]+/;

/** Image paths or URLs from a stored or typed list: trimmed, empties dropped, order kept. */
export function splitImageList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(IMAGE_LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A newline- or comma-separated list in the comma-joined form the deal's imageUrl stores. */
export function normalizeImageList(input: string | null | undefined): string {
  return splitImageList(input).join(',');
}
