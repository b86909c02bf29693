/** Order statistics of the bench's samples: one rule for every median and percentile it reports. */

/** The value at quantile `q` (0 to 1) of `values`: the sorted sample at ⌊q·n⌋ (the last for q = 1); NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The upper median (the sorted sample at ⌊n/2⌋); NaN when there are none. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}
