/**
 * The bounded memo answers as the function does, asks it once per key, and
 * never holds more than its bound.
 */
import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../contract/bounded-memo';

describe('boundedMemo', () => {
  it('asks the function once per key, including for null answers', () => {
    const asked: string[] = [];
    const memo = boundedMemo((key: string) => {
      asked.push(key);
      return key === 'none' ? null : key.length;
    }, 8);
    expect([memo('abc'), memo('none'), memo('abc'), memo('none')]).toEqual([3, null, 3, null]);
    expect(asked).toEqual(['abc', 'none']);
  });

  it('starts afresh at its bound, and still answers right', () => {
    let calls = 0;
    const memo = boundedMemo((key: number) => {
      calls += 1;
      return key * 2;
    }, 3);
    for (const key of [1, 2, 3]) memo(key);
    expect(calls).toBe(3);
    // A fourth key clears the three before it; they are asked again when they come back.
    expect(memo(4)).toBe(8);
    expect(memo(4)).toBe(8);
    expect(calls).toBe(4);
    expect(memo(1)).toBe(2);
    expect(calls).toBe(5);
  });
});
