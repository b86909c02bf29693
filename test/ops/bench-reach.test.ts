/**
 * The bench's marks of a goal out of the runtime's reach (bench/reach.ts): the first page at 8× warm is out of
 * reach when its execution alone is above 8× warm, or when compiling ahead what the goal needs would put the start
 * above its own 2× goal; otherwise it is an open FAIL, with no mark.
 */
import { describe, expect, it } from 'vitest';
import { firstPageOutOfReach } from '../../bench/reach.ts';

describe('the first page at 8× warm', () => {
  const warm = { warmPageMs: 1 };
  it('is out of reach when its execution alone is above 8× warm', () => {
    expect(firstPageOutOfReach({ ...warm, firstPageMs: 20, eagerFirstPageMs: 8.5 }, 38, 24).outOfReach).toBe(
      "with everything compiled before it, the first page's execution alone is 8.50× warm",
    );
  });

  it('is out of reach when its compilation, moved into the start, puts the start above 2× (h)’s', () => {
    // 20 − 8 = 12 ms to compile ahead: 38 + 12 = 50 ms, above 2 × 24.
    expect(firstPageOutOfReach({ ...warm, firstPageMs: 20, eagerFirstPageMs: 7 }, 38, 24).outOfReach).toMatch(
      /^its compilation down to 8× warm \(12\.0 ms\) compiled in the start instead puts the start at 2\.08× \(h\)'s/,
    );
  });

  it('is an open goal when the start has room for that compilation, or the page already meets it', () => {
    expect(firstPageOutOfReach({ ...warm, firstPageMs: 20, eagerFirstPageMs: 7 }, 30, 24)).toEqual({});
    expect(firstPageOutOfReach({ ...warm, firstPageMs: 7.5, eagerFirstPageMs: 5 }, 60, 24)).toEqual({});
  });
});
