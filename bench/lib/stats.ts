/** The value below which a share `p` (0 to 1) of the values lie, interpolated between neighbours. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** A figure over rounds: its median and the 10th–90th percentile, the range of its middle 80 %. */
export interface Spread {
  median: number;
  p10: number;
  p90: number;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), p10: percentile(values, 0.1), p90: percentile(values, 0.9) };
}

/** True when each run's median lies within the other's 10th–90th percentile. */
export function agree(one: Spread, other: Spread): boolean {
  const within = (value: number, range: Spread) => value >= range.p10 && value <= range.p90;
  return within(one.median, other) && within(other.median, one);
}
