/**
 * A pure function's answers for the keys it was asked about lately, so repeated user agents and
 * referrer hosts are parsed once. Bounded: past `limit` keys it starts again empty.
 */
export function boundedMemo<Answer>(
  answer: (key: string) => Answer,
  limit = 500,
): (key: string) => Answer {
  const answers = new Map<string, Answer>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as Answer;
    const found = answer(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, found);
    return found;
  };
}
