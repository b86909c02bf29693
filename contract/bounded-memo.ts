/**
 * A pure function's answers remembered per key, up to `max` keys (then the
 * memory starts afresh: the keys that matter come straight back). For
 * answers asked again and again with the same few keys: crawler verdicts per
 * user agent, Accept-Encoding verdicts, published dates. Used by the worker
 * and the client.
 * @module
 */
export function boundedMemo<K, V extends NonNullable<unknown> | null>(compute: (key: K) => V, max: number): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= max) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}
