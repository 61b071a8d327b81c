/** The most characters a `src` or `utm_*` value keeps, so no one can fill a table. */
export const MAX_SOURCE_VALUE_LENGTH = 64;

// Letters, marks and digits of any script, and the punctuation campaign names use.
const UNSAFE_CHARACTERS = /[^\p{L}\p{M}\p{N} _.+~:/@-]/gu;

/**
 * A `src` or `utm_*` query value as it is counted: trimmed, lower case, only safe printable
 * characters, at most 64 of them; null when nothing is left or the value is not text. A repeated
 * parameter (an array) counts its first value.
 */
export function normalizedSourceValue(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return null;
  const safe = first
    .normalize('NFKC')
    .toLowerCase()
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const bounded = Array.from(safe).slice(0, MAX_SOURCE_VALUE_LENGTH).join('').trimEnd();
  return bounded === '' ? null : bounded;
}
