/** User text on one line: control characters and line breaks would break the text layout. */
export function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `value` on one line, cut at a word with "…" when longer than `maxLength` characters (counted
 * as code points, so an emoji is never split in half).
 */
export function shortenAtWord(value: string, maxLength: number): string {
  const characters = [...oneLine(value)];
  if (characters.length <= maxLength) return characters.join('');
  const cut = characters.slice(0, maxLength - 1).join('');
  const cutEndsAWord = characters[maxLength - 1] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  // A title that is one long word is cut mid-word rather than not at all.
  const atWord = cutEndsAWord || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return `${atWord.replace(/[\s,;:–—-]+$/u, '') || atWord}…`;
}
