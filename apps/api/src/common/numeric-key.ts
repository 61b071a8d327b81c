/**
 * A text (and a whole number mixed in) as a whole number below 2^53, to key a map with. V8 adds
 * every string a Map is searched with to the isolate's one table of interned strings; with a new
 * address or visitor on every click that table kept doubling, zeroing 16 or 32 MB at once while
 * every answer waited (70-150 ms). Numbers are not interned. The key joins two 32-bit hashes of
 * its own kind (FNV-1a, and a multiply-xorshift), so two texts share one only by a rare accident,
 * which can merely make two addresses share a count.
 */
export function numericKey(text: string, mixedIn = 0): number {
  let fnv = (0x811c9dc5 ^ mixedIn) >>> 0;
  let mixed = (0x9e3779b9 ^ Math.imul(mixedIn, 0x85ebca6b)) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    fnv = Math.imul(fnv ^ code, 0x01000193);
    mixed = Math.imul(mixed ^ code, 0x5bd1e995);
    mixed ^= mixed >>> 15;
  }
  return (mixed >>> 0) * 2 ** 21 + ((fnv >>> 0) >>> 11);
}
