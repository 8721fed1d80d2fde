/** Median milliseconds of `runs` calls after `warmup` unmeasured ones. */
export async function medianMs(call: () => Promise<unknown>, runs = 11, warmup = 2): Promise<number> {
  for (let n = 0; n < warmup; n += 1) await call();
  const times: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
