/** How the card's title is cut into lines: about this many characters fit a line at its size. */
export const TITLE_LINE_CHARACTERS = 30;
export const TITLE_MAX_LINES = 3;

const graphemes = (text: string) =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  );

/**
 * The title in lines of at most `perLine` graphemes, broken between words (a longer word is
 * cut), at most `maxLines` of them, the last ending in an ellipsis when the title goes on.
 */
export function titleLines(
  title: string,
  perLine = TITLE_LINE_CHARACTERS,
  maxLines = TITLE_MAX_LINES,
): string[] {
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    let letters = graphemes(word);
    const room = line.length === 0 ? perLine : perLine - line.length - 1;
    if (letters.length <= room) {
      line = line.length === 0 ? letters : [...line, ' ', ...letters];
      continue;
    }
    if (line.length > 0) lines.push(line);
    while (letters.length > perLine) {
      lines.push(letters.slice(0, perLine));
      letters = letters.slice(perLine);
    }
    line = letters;
  }
  if (line.length > 0) lines.push(line);
  if (lines.length <= maxLines) return lines.map((letters) => letters.join(''));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = [
    ...last
      .slice(0, perLine - 1)
      .join('')
      .trimEnd(),
    '…',
  ];
  return kept.map((letters) => letters.join(''));
}
