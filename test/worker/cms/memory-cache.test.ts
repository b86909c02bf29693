/**
 * The isolate's memory cache stays inside its budget, counting what is kept
 * beside an entry (a page's gzip bytes) as part of it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_LIMITS, MemoryCache } from '../../../worker/cache/memory-cache';

const QUARTER = MEMORY_LIMITS.bytes / 4;
const owned = (value: object) => (entry: unknown) => entry === value;

describe('memory cache budget', () => {
  // A fresh isolate's memory per case: nothing another case (or the site) holds counts against the budget.
  let memory = new MemoryCache();
  beforeEach(() => {
    memory = new MemoryCache();
  });
  const keys = ['a', 'b', 'c', 'd'].map((name) => `https://memory.test/${name}`);
  const values = keys.map((key) => ({ key }));

  function fill() {
    keys.forEach((key, i) => {
      memory.remember(key, values[i], QUARTER);
    });
  }

  it('holds entries up to the byte budget, and drops the least recently used past it', () => {
    fill();
    expect(keys.map((key) => memory.recall(key))).toEqual(values);
    memory.remember(`${keys[0]!}/more`, {}, 1);
    // `a` was read first above, so it is the least recently used.
    expect(memory.recall(keys[0]!)).toBeUndefined();
    expect(keys.slice(1).map((key) => memory.recall(key))).toEqual(values.slice(1));
  });

  it('counts bytes kept beside an entry against the budget, only while that entry is the one held', () => {
    fill();
    // Not the entry held under the key: nothing is counted, nothing dropped.
    memory.enlarge(keys[3]!, QUARTER, owned({}));
    expect(keys.map((key) => memory.recall(key))).toEqual(values);
    // The gzip copy of `d`'s page: the budget is now exceeded, and `a` (least recently used) goes.
    memory.enlarge(keys[3]!, 1, owned(values[3]!));
    expect(memory.recall(keys[0]!)).toBeUndefined();
    expect(keys.slice(1).map((key) => memory.recall(key))).toEqual(values.slice(1));
    // Forgetting `d` gives back its bytes and its copy's: a new quarter fits beside b and c and one more.
    memory.forget(keys[3]!);
    memory.remember(keys[0]!, values[0], QUARTER);
    memory.remember(keys[3]!, values[3], QUARTER);
    expect(keys.map((key) => memory.recall(key))).toEqual(values);
  });

  it('refuses an entry larger than a quarter of the budget', () => {
    memory.remember(keys[0]!, values[0], QUARTER + 1);
    expect(memory.recall(keys[0]!)).toBeUndefined();
  });
});
