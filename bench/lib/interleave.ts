import { median, spread, type Spread } from './stats';

/** One side's measure in one round: its value (ms per call, answers/s ...) and the server's CPU ms per call. */
export interface SideRound {
  value: number;
  cpuMs: number | null;
}
/** One side of a pair; `round` counts from 0 over the warm-up and the recorded rounds alike. */
export type Side = (round: number) => Promise<SideRound>;

/** The recorded rounds of both sides, in order. */
export interface Rounds {
  a: SideRound[];
  b: SideRound[];
}

/** Both sides of a figure over the same rounds. */
export interface Pair {
  a: Spread;
  b: Spread;
  /** a / b of each round. */
  ratio: Spread;
  /** a − b of each round. */
  difference: Spread;
  cpuA: Spread | null;
  cpuB: Spread | null;
  rounds: number;
}

/**
 * A, B, A, B ...: the two sides alternate in short rounds, so both meet the same neighbours, and the
 * figure is taken round by round; `warmup` rounds (the same for both) are not recorded.
 */
export async function interleave(
  a: Side,
  b: Side,
  plan: { rounds: number; warmup: number },
): Promise<Rounds> {
  const recorded: Rounds = { a: [], b: [] };
  for (let round = 0; round < plan.warmup + plan.rounds; round += 1) {
    const ofA = await a(round);
    const ofB = await b(round);
    if (round < plan.warmup) continue;
    recorded.a.push(ofA);
    recorded.b.push(ofB);
  }
  return recorded;
}

export function summarize({ a, b }: Rounds): Pair {
  const cpu = (rounds: readonly SideRound[]) => {
    const values = rounds.flatMap((round) => (round.cpuMs === null ? [] : [round.cpuMs]));
    return values.length === 0 ? null : spread(values);
  };
  return {
    a: spread(a.map((round) => round.value)),
    b: spread(b.map((round) => round.value)),
    ratio: spread(a.map((round, i) => round.value / b[i]!.value)),
    difference: spread(a.map((round, i) => round.value - b[i]!.value)),
    cpuA: cpu(a),
    cpuB: cpu(b),
    rounds: a.length,
  };
}

/**
 * Each side's calls per second of its server's CPU, round by round: what the server could answer on one
 * core of its own, the figure a busy neighbour disturbs least.
 */
export function perCpuSecond({ a, b }: Rounds): Rounds {
  const capacity = (round: SideRound): SideRound => ({
    value: round.cpuMs ? 1000 / round.cpuMs : Number.NaN,
    cpuMs: round.cpuMs,
  });
  return { a: a.map(capacity), b: b.map(capacity) };
}

/** Each call timed in turn, in ms. */
export async function timeCalls(calls: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  const times: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

/** A side calling through HTTP: the round's median call, and the server's CPU per call from its probe. */
export function apiSide(
  server: { cpuMs(): Promise<number> },
  callsOf: (round: number) => readonly (() => Promise<unknown>)[],
): Side {
  return async (round) => {
    const calls = callsOf(round);
    const before = await server.cpuMs();
    const times = await timeCalls(calls);
    const after = await server.cpuMs();
    return { value: median(times), cpuMs: (after - before) / calls.length };
  };
}
