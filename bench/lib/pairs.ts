import { repeat, sqlSide } from '../orders';
import { apiSide, interleave, summarize, type Pair } from './interleave';
import type { RunningServer } from './server-process';

/** A figure whose first call takes longer is measured in fewer rounds of one call each. */
const SLOW_MS = 250;
const QUICK_PLAN = { calls: 3, rounds: 15, warmup: 2 };
const SLOW_PLAN = { calls: 1, rounds: 5, warmup: 1 };

/** An API call beside its service call, interleaved; slow figures (by the first call) get fewer rounds. */
export async function pairOf(
  server: RunningServer,
  call: () => Promise<unknown>,
  ask: { kind: string; bodyOf: (calls: number) => unknown },
): Promise<Pair> {
  const started = performance.now();
  await call();
  const plan = performance.now() - started > SLOW_MS ? SLOW_PLAN : QUICK_PLAN;
  const body = ask.bodyOf(plan.calls);
  return summarize(
    await interleave(
      apiSide(server, () => repeat(plan.calls, call)),
      sqlSide(server, ask.kind, () => body),
      plan,
    ),
  );
}
