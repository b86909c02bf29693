/**
 * The header's menu count (app/layouts/menu-fit.ts), for any widths: every item stands in the row when all fit
 * without the button; otherwise the items shown and the button fit, and one more item would not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingItems } from '../../../app/layouts/menu-fit';
import { runs } from '../../helpers/property-runs';

const row = (items: readonly number[], gap: number) => items.reduce((sum, width, at) => sum + width + (at > 0 ? gap : 0), 0);

describe('fittingItems', () => {
  it('shows every item that fits, and no more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 20, max: 600, noNaN: true }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 16, noNaN: true }),
        fc.double({ min: 40, max: 140, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        (items, gap, button, available) => {
          const fit = fittingItems({ items, gap, button, available });
          if (row(items, gap) <= available - 0.5) {
            expect(fit).toBe(items.length);
            return;
          }
          expect(fit).toBeLessThan(items.length);
          const shown = items.slice(0, fit);
          if (fit > 0) expect(row(shown, gap) + gap + button).toBeLessThanOrEqual(available - 0.5);
          const more = items.slice(0, fit + 1);
          expect(row(more, gap) + gap + button).toBeGreaterThan(available - 0.5);
        },
      ),
      { numRuns: runs(2000) },
    );
  });

  it('folds everything behind the button when not even the first item fits beside it', () => {
    expect(fittingItems({ items: [300, 100], gap: 4, button: 100, available: 350 })).toBe(0);
    expect(fittingItems({ items: [100, 100, 100], gap: 4, button: 90, available: 309 })).toBe(3);
    expect(fittingItems({ items: [100, 100, 100], gap: 4, button: 90, available: 300 })).toBe(2);
  });
});
