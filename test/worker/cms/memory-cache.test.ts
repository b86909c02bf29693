/**
 * The isolate's memory cache stays inside its budget, counting what is kept
 * beside an entry (a page's gzip bytes) as part of it.
 */
import { describe, expect, it } from 'vitest';
import { enlarge, forget, MEMORY_LIMITS, recall, remember } from '../../../worker/cache/memory-cache';

const QUARTER = MEMORY_LIMITS.bytes / 4;
const owned = (value: object) => (entry: unknown) => entry === value;

describe('memory cache budget', () => {
  const keys = ['a', 'b', 'c', 'd'].map((name) => `https://memory.test/${crypto.randomUUID()}/${name}`);
  const values = keys.map((key) => ({ key }));

  function fill() {
    keys.forEach((key, i) => {
      remember(key, values[i], QUARTER);
    });
  }

  it('holds entries up to the byte budget, and drops the least recently used past it', () => {
    fill();
    expect(keys.map((key) => recall(key))).toEqual(values);
    remember(`${keys[0]!}/more`, {}, 1);
    // `a` was read first above, so it is the least recently used.
    expect(recall(keys[0]!)).toBeUndefined();
    expect(keys.slice(1).map((key) => recall(key))).toEqual(values.slice(1));
    for (const key of [...keys, `${keys[0]!}/more`]) forget(key);
  });

  it('counts bytes kept beside an entry against the budget, only while that entry is the one held', () => {
    fill();
    // Not the entry held under the key: nothing is counted, nothing dropped.
    enlarge(keys[3]!, QUARTER, owned({}));
    expect(keys.map((key) => recall(key))).toEqual(values);
    // The gzip copy of `d`'s page: the budget is now exceeded, and `a` (least recently used) goes.
    enlarge(keys[3]!, 1, owned(values[3]!));
    expect(recall(keys[0]!)).toBeUndefined();
    expect(keys.slice(1).map((key) => recall(key))).toEqual(values.slice(1));
    // Forgetting `d` gives back its bytes and its copy's: a new quarter fits beside b and c and one more.
    forget(keys[3]!);
    remember(keys[0]!, values[0], QUARTER);
    remember(keys[3]!, values[3], QUARTER);
    expect(keys.map((key) => recall(key))).toEqual(values);
    for (const key of keys) forget(key);
  });

  it('refuses an entry larger than a quarter of the budget', () => {
    remember(keys[0]!, values[0], QUARTER + 1);
    expect(recall(keys[0]!)).toBeUndefined();
  });
});
