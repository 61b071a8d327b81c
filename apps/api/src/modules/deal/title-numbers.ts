import { titleKey } from '@deal-site/deal-text';
import { numericKey } from '../../common/numeric-key';

/**
 * Numbers the titles of one read: titles that de-duplicate as one (`titleKey`) get the same
 * number, from 1; a deal without a title gets 0, as it duplicates none. The lists compare these
 * numbers, not the titles: a Set searched with every title of the day interned each one (see
 * numericKey), three times a request. Titles whose keys share a hash are told apart by the key.
 */
export function titleNumbers(hash: (key: string) => number = numericKey) {
  const numbered = new Map<number, { key: string; number: number }[]>();
  let last = 0;
  return (title: string | null | undefined): number => {
    const key = titleKey(title);
    if (key === '') return 0;
    const keyHash = hash(key);
    const sameHash = numbered.get(keyHash);
    const known = sameHash?.find((entry) => entry.key === key);
    if (known) return known.number;
    last += 1;
    const entry = { key, number: last };
    if (sameHash) sameHash.push(entry);
    else numbered.set(keyHash, [entry]);
    return last;
  };
}
