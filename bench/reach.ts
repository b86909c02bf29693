/** The bench's reasons a failed goal is out of the runtime's reach, each read from one run's measurements. */
import type { ColdStart } from './cold-start.ts';
import type { Goal } from './report.ts';

/**
 * Why the first page cannot reach 8× warm in this runtime, when the run shows it. With nothing left to compile (the
 * --no-lazy leg), the first page is its execution alone: above 8× warm, no compiling ahead can bring it there.
 * Below, the compilation the goal needs gone from the first page must happen in the start (workerd keeps no code
 * cache between processes; compiled ahead, it costs no less), and when that puts the start above its own goal,
 * 2× (h)'s, the two goals cannot both be met.
 */
export function firstPageOutOfReach(
  cold: Pick<ColdStart, 'firstPageMs' | 'eagerFirstPageMs' | 'warmPageMs'>,
  siteStart: number,
  reactStart: number,
): Pick<Goal, 'outOfReach'> {
  const { firstPageMs, eagerFirstPageMs, warmPageMs } = cold;
  if (eagerFirstPageMs > 8 * warmPageMs)
    return {
      outOfReach: `with everything compiled before it, the first page's execution alone is ${(eagerFirstPageMs / warmPageMs).toFixed(2)}× warm`,
    };
  const moved = firstPageMs - 8 * warmPageMs;
  if (moved > 0 && siteStart + moved > 2 * reactStart)
    return {
      outOfReach: `its compilation down to 8× warm (${moved.toFixed(1)} ms) compiled in the start instead puts the start at ${((siteStart + moved) / reactStart).toFixed(2)}× (h)'s, above that goal's 2×; workerd keeps no code cache`,
    };
  return {};
}
