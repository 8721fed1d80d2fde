import autocannon from 'autocannon';
import type { Side } from './interleave';

const CONNECTIONS = 10;

export interface LoadResult {
  answersPerSecond: number;
  answers: number;
}

/** Drives one URL with 10 connections for `seconds` and counts the answers; anything but 2xx is an error. */
export async function load(
  options: Omit<autocannon.Options, 'duration'> & { duration: number },
): Promise<LoadResult> {
  const started = performance.now();
  // Samples every 100 ms, so a round ends within 100 ms of its duration (autocannon stops on a sample).
  const result = await autocannon({ connections: CONNECTIONS, sampleInt: 100, ...options });
  const seconds = (performance.now() - started) / 1000;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { answersPerSecond: result.requests.total / seconds, answers: result.requests.total };
}

/** A side of a throughput ratio: answers/s in a short round, and the server's CPU per answer. */
export function loadSide(
  server: { cpuMs(): Promise<number> },
  options: Omit<autocannon.Options, 'duration'>,
): Side {
  return async () => {
    const before = await server.cpuMs();
    const { answersPerSecond, answers } = await load({ ...options, duration: 0.5 });
    const after = await server.cpuMs();
    return { value: answersPerSecond, cpuMs: (after - before) / answers };
  };
}
