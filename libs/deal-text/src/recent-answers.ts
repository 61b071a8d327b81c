/**
 * A pure function's answers for the keys it was asked about lately. Every card render asks the
 * same questions of the same deal texts (which link Grab Deal opens, which store it is), and the
 * answers cost URL parsing each time. Bounded: past `limit` keys it starts again empty.
 */
export function rememberRecent<Answer>(
  answer: (key: string) => Answer,
  limit = 1000,
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
